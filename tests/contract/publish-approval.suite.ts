import { expect, it } from 'vitest'
import { approvalMessages } from '../../api/approvals/approval-messages.shared'
import type { ApprovalRecord } from '../../api/approvals/approval.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

// Publishing by approval (docs/rules/publishing.md#publishing-by-approval): on a site whose publications
// the team approves, the owner's "Yayına gönder" makes one pending request with what would change; asking
// again updates it; approving publishes exactly what was asked for, and a site edited since is refused.
export function publishApprovalSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  const ownPublish = (token: string, id: string) =>
    h.call('POST', `/api/me/websites/${id}/publish`, { token })
  const approve = (token: string, id: string) =>
    h.call('POST', `/api/admin/approvals/${id}/approve`, { token, body: { notes: 'Uygun.' } })

  /** A live site whose publications the team approves, with one saved change it does not show yet. */
  async function liveSiteNeedingApproval(description: string) {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Ilgın Pastanesi' })
    const { slug } = await publish(admin.token, website.id)
    const set = await h.call('PATCH', `/api/admin/websites/${website.id}`, {
      token: admin.token,
      body: { publishNeedsApproval: true },
    })
    expect(set.status, set.text).toBe(200)
    await publish(admin.token, website.id)
    h.advance(1)
    await saved(h, owner.token, website.id, editForm({ description }))
    return { admin, owner, website, slug }
  }

  const approvalOf = (res: { body: unknown }) =>
    (res.body as { data: { approval: ApprovalRecord } }).data.approval

  it('turns the owner’s publish into a request; approving it publishes what was asked and tells the owner', async () => {
    const { admin, owner, website, slug } = await liveSiteNeedingApproval('Doğum günü pastaları.')

    const asked = await ownPublish(owner.token, website.id)
    expect(asked.status, asked.text).toBe(202)
    expect(asked.body).toMatchObject({ success: true, message: approvalMessages.publishRequested })
    const request = approvalOf(asked)
    expect(request).toMatchObject({
      type: 'website_change',
      websiteId: website.id,
      status: 'pending',
      currentData: { site: 'Ilgın Pastanesi', publish: false, description: '' },
      requestedData: { publish: true, description: 'Doğum günü pastaları.' },
    })
    expect(await (await site(`/sites/${slug}/`)).text()).not.toContain('Doğum günü pastaları.')

    // Asked again after another save: the same request, brought up to date.
    h.advance(1)
    await saved(h, owner.token, website.id, editForm({ description: 'Doğum günü ve düğün pastaları.' }))
    const again = await ownPublish(owner.token, website.id)
    expect(again.status, again.text).toBe(202)
    expect(again.body).toMatchObject({ message: approvalMessages.publishRequestUpdated })
    expect(approvalOf(again)).toMatchObject({
      id: request.id,
      requestedData: { description: 'Doğum günü ve düğün pastaları.' },
    })

    const mails = h.mailsTo(owner.user.email).length
    const approved = await approve(admin.token, request.id)
    expect(approved.status, approved.text).toBe(200)
    expect(approvalOf(approved)).toMatchObject({ status: 'approved', adminNotes: 'Uygun.', pendingKey: '' })
    expect(await (await site(`/sites/${slug}/`)).text()).toContain('Doğum günü ve düğün pastaları.')
    const mail = h.mailsTo(owner.user.email).slice(mails)
    expect(mail.map((m) => m.subject)).toEqual(['Websiteniz yayında: Ilgın Pastanesi'])
    const versions = await h.call('GET', `/api/me/websites/${website.id}/versions`, { token: owner.token })
    expect(
      (versions.body as { data: { versions: { number: number; live: boolean }[] } }).data.versions[0],
    ).toMatchObject({
      number: 3,
      live: true,
    })
  })

  it('refuses to approve a request the owner edited past, and publishes nothing; rejecting tells the owner why', async () => {
    const { admin, owner, website, slug } = await liveSiteNeedingApproval('Ekşi mayalı ekmek.')
    const request = approvalOf(await ownPublish(owner.token, website.id))
    h.advance(1)
    await saved(h, owner.token, website.id, editForm({ description: 'İncelenmemiş metin.' }))

    const stale = await approve(admin.token, request.id)
    expect(stale.status, stale.text).toBe(409)
    expect(stale.body).toMatchObject({ success: false, message: approvalMessages.publishStale })
    const page = await (await site(`/sites/${slug}/`)).text()
    expect(page).not.toContain('İncelenmemiş metin.')
    expect(page).not.toContain('Ekşi mayalı ekmek.')

    const rejected = await h.call('POST', `/api/admin/approvals/${request.id}/reject`, {
      token: admin.token,
      body: { reason: 'Fiyatlar eksik.' },
    })
    expect(rejected.status, rejected.text).toBe(200)
    const feed = await h.call('GET', '/api/me/notifications', { token: owner.token })
    expect(JSON.stringify(feed.body)).toContain('Yayın talebiniz reddedildi. Neden: Fiyatlar eksik.')
  })

  it('has nothing to ask for without saved changes, keeps beside a domain change, and cannot be forged', async () => {
    const { admin, owner, website } = await liveSiteNeedingApproval('Taze kurabiye.')
    const domainChange = await h.call('POST', '/api/me/approvals', {
      token: owner.token,
      body: { type: 'website_change', targetId: website.id, requestedData: { domain: 'ilgin-pasta.com' } },
    })
    expect(domainChange.status, domainChange.text).toBe(201)
    const request = approvalOf(await ownPublish(owner.token, website.id))
    expect((await approve(admin.token, request.id)).status).toBe(200)

    const nothing = await ownPublish(owner.token, website.id)
    expect(nothing.status).toBe(409)
    expect(nothing.body).toMatchObject({ message: approvalMessages.nothingToPublish })

    const forged = await h.call('POST', '/api/me/approvals', {
      token: owner.token,
      body: { type: 'website_change', targetId: website.id, requestedData: { publish: true } },
    })
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ message: approvalMessages.unknownField })
  })
}
