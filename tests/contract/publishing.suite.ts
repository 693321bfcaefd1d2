import { expect, it } from 'vitest'
import { publishedSiteResource } from '../../api/publishing/published-site-resource'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { samplePng, sampleJpeg } from './request-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

const CSP =
  "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors 'none'"

// Publishing a website and serving it at /sites/{slug}/: slug, status, caching and images.
export function publishingSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  it('publishes a website under a slug from its name and serves its page with an ETag', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Kırmızı Çiçek Kafe' })
    const res = await h.call('POST', `/api/admin/websites/${website.id}/publish`, { token: admin.token })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Website yayınlandı.' })
    const published = websiteResponseSchema.parse(res.body).data.website
    expect(published.slug).toBe('kirmizi-cicek-kafe')
    expect(Date.parse(published.publishedAt ?? '')).toBeLessThanOrEqual(h.store.clock.now().getTime())

    const page = await site('/sites/kirmizi-cicek-kafe/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(page.headers.get('content-security-policy')).toBe(CSP)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await page.text()
    expect(html).toContain('Kırmızı Çiçek Kafe')
    // No script runs: the only script element is the JSON-LD data block (not executable, and the CSP allows none).
    expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, '')).not.toMatch(/<script/i)
    const etag = page.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
    const again = await site('/sites/kirmizi-cicek-kafe/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const bare = await site('/sites/kirmizi-cicek-kafe?ref=qr')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/sites/kirmizi-cicek-kafe/?ref=qr')
    expect((await site('/sites/yok-boyle-bir-site/')).status).toBe(404)

    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: admin.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Website yayınlandı')
    const feed = await h.call('GET', '/api/me/notifications', { token: owner.token })
    expect(JSON.stringify(feed.body)).toContain('Websiteniz yayında')
    expect(
      (await h.call('POST', `/api/admin/websites/${website.id}/publish`, { token: owner.token })).status,
    ).toBe(403)
  })

  it('replaces the page when republished after an edit, keeping the slug', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Deniz Feneri' })
    await publish(admin.token, website.id)
    const first = await site('/sites/deniz-feneri/')
    const firstEtag = first.headers.get('etag')
    await saved(
      h,
      owner.token,
      website.id,
      editForm({ title: 'Deniz Feneri Otel', description: 'Deniz manzaralı odalar.' }),
    )
    // Saved, not published yet: the page is as it was.
    expect((await site('/sites/deniz-feneri/')).headers.get('etag')).toBe(firstEtag)
    const republished = await publish(admin.token, website.id)
    expect(republished.slug).toBe('deniz-feneri')
    const second = await site('/sites/deniz-feneri/', { 'if-none-match': firstEtag ?? '' })
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(firstEtag)
    expect(await second.text()).toContain('Deniz manzaralı odalar.')
    expect(
      await h.ports.repos.resource(publishedSiteResource).count({ filter: { websiteId: website.id } }),
    ).toBe(1)
  })

  it('answers 503 in maintenance, 404 when inactive, draft or unpublished', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: 'Bakım Atölyesi' })
    await publish(admin.token, website.id)
    await h.ports.repos.websites.update(website.id, { status: 'maintenance' })
    const maintenance = await site('/sites/bakim-atolyesi/')
    expect(maintenance.status).toBe(503)
    expect(maintenance.headers.get('retry-after')).toBe('3600')
    expect(maintenance.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await maintenance.text()).toContain('Bakımdayız')
    for (const status of ['inactive', 'draft'] as const) {
      await h.ports.repos.websites.update(website.id, { status })
      const res = await site('/sites/bakim-atolyesi/')
      expect(res.status, status).toBe(404)
      expect(await res.text()).toContain('Sayfa bulunamadı')
    }
    await h.ports.repos.websites.update(website.id, { status: 'active' })
    expect((await site('/sites/bakim-atolyesi/')).status).toBe(200)
    const unpublished = await publish(admin.token, website.id, 'unpublish')
    expect(unpublished).toMatchObject({ slug: 'bakim-atolyesi', publishedAt: null })
    expect((await site('/sites/bakim-atolyesi/')).status).toBe(404)
    const log = await h.ports.repos.activityLog.list({ filter: { userEmail: admin.user.email } })
    expect(log.map((entry) => entry.action)).toContain('Website yayından kaldırıldı')
    // Published again: the same address.
    expect((await publish(admin.token, website.id)).slug).toBe('bakim-atolyesi')
  })

  it('gives each site its own slug: -2, -3 … for the same name', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const name = `Aynı Ad ${crypto.randomUUID().slice(0, 6)}`
    const slugs = []
    for (let i = 0; i < 3; i++) {
      const website = await createWebsite(h, owner.user, { name })
      slugs.push((await publish(admin.token, website.id)).slug)
    }
    const base = slugs[0] ?? ''
    expect(base).toMatch(/^ayni-ad-[a-z0-9]+$/)
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`])
  })

  it('serves only the images its page shows, and keeps a replaced one until the page is republished', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Galeri ${crypto.randomUUID().slice(0, 6)}` })
    const edited = await saved(h, owner.token, website.id, editForm({}, { logo: [samplePng(), 'logo.png'] }))
    const logoId = edited.logo?.id ?? ''
    const { slug } = await publish(admin.token, website.id)
    const html = await (await site(`/sites/${slug}/`)).text()
    expect(html).toContain(`media/${logoId}`)
    const logo = await site(`/sites/${slug}/media/${logoId}`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(samplePng())

    // A new logo saved: the published page still shows the old one, so it stays until republished.
    const next = await saved(h, owner.token, website.id, editForm({}, { logo: [sampleJpeg(), 'yeni.jpg'] }))
    expect((await site(`/sites/${slug}/media/${next.logo?.id ?? ''}`)).status).toBe(404)
    expect((await site(`/sites/${slug}/media/${logoId}`)).status).toBe(200)
    await publish(admin.token, website.id)
    expect((await site(`/sites/${slug}/media/${logoId}`)).status).toBe(404)
    // Not served any more, but kept: version 1 shows it and can be restored (website-versions.suite.ts).
    expect((await h.ports.repos.uploads.findById(logoId))?.id).toBe(logoId)
    expect((await site(`/sites/${slug}/media/${next.logo?.id ?? ''}`)).status).toBe(200)
  })
}
