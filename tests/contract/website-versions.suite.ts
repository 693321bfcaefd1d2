import { expect, it } from 'vitest'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import { websiteVersionsResponseSchema } from '../../api/publishing/website-version.shared'
import { WEBSITE_VERSIONS_KEPT } from '../../api/publishing/website-versions'
import { hasUnpublishedChanges } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { samplePng, sampleJpeg } from './request-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

// Published versions: each publication is numbered with its publisher and time; restoring one puts it
// back as the saved website (images included), and the next publication makes it live again.
export function websiteVersionsSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  async function versions(token: string, path: string) {
    const res = await h.call('GET', path, { token })
    expect(res.status, res.text).toBe(200)
    return websiteVersionsResponseSchema.parse(res.body).data.versions
  }
  const restore = (token: string, path: string) => h.call('POST', path, { token })

  it('numbers each publication, lists them newest first, and rolls back to version 1 in two steps', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Zeytin Ağacı', description: 'İlk metin.' })
    const first = await saved(h, owner.token, website.id, editForm({}, { logo: [samplePng(), 'logo.png'] }))
    const firstLogo = first.logo?.id ?? ''
    const { slug } = await publish(admin.token, website.id)

    h.advance(1)
    await saved(
      h,
      owner.token,
      website.id,
      editForm(
        { title: 'Zeytin Ağacı Kahvaltı', description: 'İkinci metin.' },
        { logo: [sampleJpeg(), 'yeni.jpg'] },
      ),
    )
    h.advance(1)
    expect(
      (await h.call('POST', `/api/me/websites/${website.id}/publish`, { token: owner.token })).status,
    ).toBe(200)
    expect(await (await site(`/sites/${slug}/`)).text()).toContain('İkinci metin.')

    const mine = `/api/me/websites/${website.id}/versions`
    const listed = await versions(owner.token, mine)
    expect(listed.map(({ number, name, live }) => ({ number, name, live }))).toEqual([
      { number: 2, name: 'Zeytin Ağacı Kahvaltı', live: true },
      { number: 1, name: 'Zeytin Ağacı', live: false },
    ])
    expect(listed[0]?.publishedBy).toBe(owner.user.name)
    expect(listed[1]?.publishedBy).toBe(admin.user.name)
    expect(await versions(admin.token, `/api/admin/websites/${website.id}/versions`)).toEqual(listed)
    // The logo version 1 showed was replaced, but stays while version 1 can be restored.
    expect((await h.ports.repos.uploads.findById(firstLogo))?.id).toBe(firstLogo)

    // Step 1: restore. The saved website is version 1 again; the live site still shows version 2.
    h.advance(1)
    const res = await restore(owner.token, `/api/me/websites/${website.id}/versions/1/restore`)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({
      success: true,
      message: 'Sürüm 1 geri yüklendi. Sitenizde görünmesi için “Yayınla”ya basın.',
    })
    const restored = websiteResponseSchema.parse(res.body).data.website
    expect(restored).toMatchObject({
      name: 'Zeytin Ağacı',
      description: 'İlk metin.',
      logoUploadId: firstLogo,
    })
    expect(restored.hostingInfo?.password).toBeUndefined()
    expect(hasUnpublishedChanges(restored)).toBe(true)
    expect(await (await site(`/sites/${slug}/`)).text()).toContain('İkinci metin.')

    // Step 2: publish. Version 1's text and logo are live again, as version 3.
    h.advance(1)
    expect(
      (await h.call('POST', `/api/me/websites/${website.id}/publish`, { token: owner.token })).status,
    ).toBe(200)
    const html = await (await site(`/sites/${slug}/`)).text()
    expect(html).toContain('İlk metin.')
    expect(html).toContain(`media/${firstLogo}`)
    expect((await site(`/sites/${slug}/media/${firstLogo}`)).status).toBe(200)
    expect((await versions(owner.token, mine)).map((version) => version.number)).toEqual([3, 2, 1])
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: owner.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Website sürümü geri yüklendi')
  })

  it(`keeps the newest ${WEBSITE_VERSIONS_KEPT} versions; an image only a dropped one showed goes`, async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, {
      name: `Çok Sürüm ${crypto.randomUUID().slice(0, 6)}`,
    })
    const first = await saved(h, owner.token, website.id, editForm({}, { logo: [samplePng(), 'logo.png'] }))
    const firstLogo = first.logo?.id ?? ''
    await publish(admin.token, website.id)
    await saved(h, owner.token, website.id, editForm({}, { logo: [sampleJpeg(), 'yeni.jpg'] }))
    for (let n = 2; n <= WEBSITE_VERSIONS_KEPT; n++) await publish(admin.token, website.id)
    expect((await h.ports.repos.uploads.findById(firstLogo))?.id).toBe(firstLogo)

    await publish(admin.token, website.id)
    const numbers = (await versions(owner.token, `/api/me/websites/${website.id}/versions`)).map(
      (v) => v.number,
    )
    expect(numbers).toHaveLength(WEBSITE_VERSIONS_KEPT)
    expect(numbers[0]).toBe(WEBSITE_VERSIONS_KEPT + 1)
    expect(numbers.at(-1)).toBe(2)
    expect(await h.ports.repos.uploads.findById(firstLogo)).toBeNull()
  })

  it('refuses an unknown version, and another customer any version, changing nothing', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const stranger = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Sürümsüz Site' })
    expect(await versions(owner.token, `/api/me/websites/${website.id}/versions`)).toEqual([])
    await publish(admin.token, website.id)
    const before = await h.ports.repos.websites.findById(website.id)

    const unknown = await restore(owner.token, `/api/me/websites/${website.id}/versions/7/restore`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, message: 'Bu sürüm bulunamadı.' })
    expect((await restore(stranger.token, `/api/me/websites/${website.id}/versions/1/restore`)).status).toBe(
      404,
    )
    expect(
      (await h.call('GET', `/api/me/websites/${website.id}/versions`, { token: stranger.token })).status,
    ).toBe(404)
    expect((await restore(owner.token, `/api/admin/websites/${website.id}/versions/1/restore`)).status).toBe(
      403,
    )
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(before)
  })
}
