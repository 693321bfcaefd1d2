import { expect, it } from 'vitest'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import { hasUnpublishedChanges } from '../../api/websites/website.shared'
import { sampleRecord } from '../../api/kernel/sample-record'
import { websiteRequestResource } from '../../api/website-requests/website-request-resource'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

// Edits going live: the owner's mail when the team publishes, the saved changes a live site has not shown
// yet, and the owner publishing them without waiting for the team.
export function ownerPublishingSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  const ownPublish = (token: string, id: string) =>
    h.call('POST', `/api/me/websites/${id}/publish`, { token })

  async function listed(token: string, id: string) {
    const res = await h.call('GET', '/api/me/websites', { token })
    expect(res.status, res.text).toBe(200)
    const items = (
      res.body as { data: { items: { id: string; publishedAt: string | null; lastModified: string }[] } }
    ).data.items
    const website = items.find((item) => item.id === id)
    if (!website) throw new Error(`website ${id} not listed`)
    return website
  }

  it('mails the owner the live addresses when the team publishes, as their preferences allow', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const domain = `${crypto.randomUUID().slice(0, 8)}.com.tr`
    const website = await createWebsite(h, owner.user, { name: 'Mavi Kapı Pansiyon', domain })
    const { slug } = await publish(admin.token, website.id)

    const mail = h.mailsTo(owner.user.email).at(-1)
    expect(mail?.subject).toBe('Websiteniz yayında: Mavi Kapı Pansiyon')
    expect(mail?.text).toContain(`https://${domain}/ ve ${h.ports.config.publicUrl}/sites/${slug}/`)
    expect(mail?.html).toContain('Sitemi aç')
    const feed = await h.call('GET', '/api/me/notifications', { token: owner.token })
    expect(JSON.stringify(feed.body)).toContain(`https://${domain}/`)

    // E-mail turned off in Profil: the feed still has it, the mailbox does not.
    await h.ports.repos.users.update(owner.user.id, {
      contactPreferences: { email: false, sms: false, whatsapp: false, phone: false },
    })
    const mails = h.mailsTo(owner.user.email).length
    await publish(admin.token, website.id)
    expect(h.mailsTo(owner.user.email)).toHaveLength(mails)
  })

  it('lets the owner publish their saved changes to a live site; the page changes and nobody is mailed', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Lale Çiçekçilik' })
    const { slug } = await publish(admin.token, website.id)
    expect(hasUnpublishedChanges(await listed(owner.token, website.id))).toBe(false)

    h.advance(1)
    await saved(h, owner.token, website.id, editForm({ description: 'Düğün ve nişan çiçekleri.' }))
    expect(hasUnpublishedChanges(await listed(owner.token, website.id))).toBe(true)
    expect(await (await site(`/sites/${slug}/`)).text()).not.toContain('Düğün ve nişan çiçekleri.')

    const mails = h.mailsTo(owner.user.email).length
    const res = await ownPublish(owner.token, website.id)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Website yayınlandı.' })
    expect(websiteResponseSchema.parse(res.body).data.website.slug).toBe(slug)
    expect(await (await site(`/sites/${slug}/`)).text()).toContain('Düğün ve nişan çiçekleri.')
    expect(hasUnpublishedChanges(await listed(owner.token, website.id))).toBe(false)
    // They pressed the button themselves: no mail, no feed entry about it.
    expect(h.mailsTo(owner.user.email)).toHaveLength(mails)
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: owner.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Website yayınlandı')
  })

  it('refuses the owner a site that is not live, and another customer any site', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const stranger = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Henüz Yayında Değil' })

    const never = await ownPublish(owner.token, website.id)
    expect(never.status).toBe(409)
    expect(never.body).toMatchObject({
      success: false,
      message:
        'Siteniz henüz yayında değil. İlk yayını ekibimiz yapar; siteniz yayına alındıktan sonra değişikliklerinizi kendiniz yayınlayabilirsiniz.',
    })
    const { slug } = await publish(admin.token, website.id)
    expect((await ownPublish(stranger.token, website.id)).status).toBe(404)

    // Taken down by the team: it stays down until the team publishes it again.
    await publish(admin.token, website.id, 'unpublish')
    expect((await ownPublish(owner.token, website.id)).status).toBe(409)
    expect((await site(`/sites/${slug}/`)).status).toBe(404)
    expect((await h.ports.repos.websites.findById(website.id))?.publishedAt).toBeNull()
  })

  it('lists for the team only the live sites with saved changes they do not show yet', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const tag = crypto.randomUUID().slice(0, 8)
    await createWebsite(h, owner.user, { name: `${tag} Hiç yayınlanmadı` })
    const unchanged = await createWebsite(h, owner.user, { name: `${tag} Yayında` })
    const changed = await createWebsite(h, owner.user, { name: `${tag} Değişti` })
    await publish(admin.token, unchanged.id)
    await publish(admin.token, changed.id)
    h.advance(1)
    await saved(h, owner.token, changed.id, editForm({ description: 'Yeni açıklama.' }))

    const list = async (query: string) => {
      const res = await h.call('GET', `/api/admin/websites?q=${tag}${query}`, { token: admin.token })
      expect(res.status, res.text).toBe(200)
      const data = (res.body as { data: { items: { id: string }[]; total: number } }).data
      return { ids: data.items.map((item) => item.id), total: data.total }
    }
    expect(await list('&unpublished=true')).toEqual({ ids: [changed.id], total: 1 })
    expect((await list('')).total).toBe(3)
    expect((await list('&unpublished=false')).total).toBe(3)

    // Published again: nothing left to show.
    await publish(admin.token, changed.id)
    expect(await list('&unpublished=true')).toEqual({ ids: [], total: 0 })
  })

  it('keeps on the request desk the requests whose live site has unpublished changes', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const tag = crypto.randomUUID().slice(0, 8)
    const unchanged = await createWebsite(h, owner.user, { name: `${tag} Yayında` })
    const changed = await createWebsite(h, owner.user, { name: `${tag} Değişti` })
    await publish(admin.token, unchanged.id)
    await publish(admin.token, changed.id)
    const requestFor = (websiteId: string | null, n: number) =>
      h.ports.repos.websiteRequests.create(
        sampleRecord(websiteRequestResource, n, {
          id: crypto.randomUUID(),
          requestNumber: `${tag}-${n}`,
          websiteName: `${tag} talep ${n}`,
          userId: owner.user.id,
          websiteId,
        }),
      )
    await requestFor(unchanged.id, 1)
    const waiting = await requestFor(changed.id, 2)
    await requestFor(null, 3)
    h.advance(1)
    await saved(h, owner.token, changed.id, editForm({ description: 'Yeni açıklama.' }))

    const desk = async (query: string) => {
      const res = await h.call('GET', `/api/admin/website-requests?q=${tag}${query}`, { token: admin.token })
      expect(res.status, res.text).toBe(200)
      const data = (res.body as { data: { items: { id: string }[]; total: number } }).data
      return { ids: data.items.map((item) => item.id), total: data.total }
    }
    expect(await desk('&unpublished=true')).toEqual({ ids: [waiting.id], total: 1 })
    expect((await desk('')).total).toBe(3)
    expect((await desk('&unpublished=false')).total).toBe(3)

    // Published: no request waits for it any more, and the filter finds nothing rather than everything.
    await publish(admin.token, changed.id)
    expect(await desk('&unpublished=true')).toEqual({ ids: [], total: 0 })
  })
}
