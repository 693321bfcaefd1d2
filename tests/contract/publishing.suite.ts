import { expect, it } from 'vitest'
import {
  publishedSiteResource,
  visitSaltResource,
  siteVisitResource,
} from '../../api/publishing/published-site-resource'
import { websiteResponseSchema } from '../../api/schemas/website-requests'
import type { Harness } from './harness'
import { moveTo, samplePng, sampleJpeg, submit } from './request-helpers'
import { createWebsite, editForm, saved } from './website-helpers'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const CSP =
  "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; connect-src 'self'; form-action mailto:; base-uri 'none'; frame-ancestors 'none'"

// Publishing a website, serving it at /sites/{slug}/ (status, caching, images) and counting its visits.
export function publishingSuite(h: Harness) {
  const site = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    h.app.request(path, {
      method,
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.1', ...headers },
    })
  async function publish(token: string, id: string, action: 'publish' | 'unpublish' = 'publish') {
    const res = await h.call('POST', `/api/admin/websites/${id}/${action}`, { token })
    expect(res.status, res.text).toBe(200)
    return websiteResponseSchema.parse(res.body).data.website
  }
  const visitors = async (id: string) => (await h.ports.repos.websites.findById(id))?.visitors

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
    expect(html).not.toMatch(/<script/i)
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

  it('counts a visitor once a day, without cookies, and not bots, HEAD requests or images', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Ziyaret ${crypto.randomUUID().slice(0, 6)}` })
    const { slug } = await publish(admin.token, website.id)
    const path = `/sites/${slug}/`
    const first = await site(path, {
      'x-forwarded-for': '198.51.100.7',
      referer: 'https://www.google.com/search?q=kafe',
    })
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(await visitors(website.id)).toBe(1)
    await site(path, { 'x-forwarded-for': '198.51.100.7' })
    expect(await visitors(website.id)).toBe(1)
    await site(path, {
      'x-forwarded-for': '198.51.100.8',
      'user-agent': IPHONE,
      referer: `http://localhost${path}`,
    })
    expect(await visitors(website.id)).toBe(2)
    await site(path, {
      'x-forwarded-for': '198.51.100.9',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await site(path, { 'x-forwarded-for': '198.51.100.10' }, 'HEAD')
    expect(await visitors(website.id)).toBe(2)
    // A returning visitor's 304 is a visit too (once a day like any other).
    const etag = first.headers.get('etag') ?? ''
    const revalidated = await site(path, { 'x-forwarded-for': '198.51.100.11', 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await visitors(website.id)).toBe(3)

    const visits = await h.ports.repos.resource(siteVisitResource).list({ filter: { websiteId: website.id } })
    expect(visits.map((visit) => [visit.referrer, visit.device]).sort()).toEqual(
      [
        ['', 'desktop'],
        ['', 'mobile'],
        ['www.google.com', 'desktop'],
      ].sort(),
    )
    for (const visit of visits) expect(JSON.stringify(visit)).not.toContain('198.51.100')
    const day = visits[0]?.day ?? ''
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    h.advance(24 * 3600)
    await site(path, { 'x-forwarded-for': '198.51.100.7' })
    expect(await visitors(website.id)).toBe(4)
    // The past day's salt is gone with the day: its hashes can no longer be tied to anyone.
    await expect.poll(async () => h.ports.repos.resource(visitSaltResource).findById(day)).toBeNull()
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
    expect(await h.ports.repos.uploads.findById(logoId)).toBeNull()
    expect((await site(`/sites/${slug}/media/${next.logo?.id ?? ''}`)).status).toBe(200)
  })

  it('publishes a completed builder request as a website of the requester, once', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const wizard = await submit(h, customer.token, { websiteName: 'Bekleyen Talep' })
    const early = await h.call('POST', `/api/admin/website-requests/${wizard.id}/publish`, {
      token: admin.token,
    })
    expect(early.status).toBe(409)
    expect(early.body).toEqual({ success: false, message: 'Yalnızca tamamlanan talepler yayınlanabilir.' })

    const suffix = crypto.randomUUID().slice(0, 6)
    const created = await h.call('POST', '/api/me/builder-requests', {
      token: customer.token,
      body: {
        formData: {
          companyName: `Yıldız Diş ${suffix}`,
          contactEmail: 'iletisim@yildizdis.com',
          contactPhone: '0212 555 11 22',
          industry: 'saglik',
          colorScheme: 'green',
          template: 'business',
          pages: ['home', 'about', 'contact'],
          description: 'Ailece diş sağlığı.',
        },
      },
    })
    expect(created.status, created.text).toBe(201)
    const requestId = (created.body as { data: { request: { id: string } } }).data.request.id
    await h.ports.repos.websiteRequests.update(requestId, { requestedDomain: `yildiz-${suffix}.com.tr` })
    await moveTo(h, admin.token, requestId, 'completed')

    const res = await h.call('POST', `/api/admin/website-requests/${requestId}/publish`, {
      token: admin.token,
    })
    expect(res.status, res.text).toBe(200)
    const data = (
      res.body as { data: { website: { id: string; slug: string }; request: { websiteId: string } } }
    ).data
    expect(data.request.websiteId).toBe(data.website.id)
    const website = await h.ports.repos.websites.findById(data.website.id)
    expect(website).toMatchObject({
      ownerId: customer.user.id,
      name: `Yıldız Diş ${suffix}`,
      domain: `yildiz-${suffix}.com.tr`,
      status: 'active',
      template: 'business',
      category: 'saglik',
      design: { primaryColor: '#15803d', secondaryColor: '#14532d' },
      contactInfo: { email: 'iletisim@yildizdis.com', phone: '0212 555 11 22' },
      description: 'Ailece diş sağlığı.',
    })
    expect(website?.pages.map((page) => [page.id, page.url])).toEqual([
      ['home', '/'],
      ['about', '/hakkimizda'],
      ['contact', '/iletisim'],
    ])
    const page = await site(`/sites/${data.website.slug}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Ailece diş sağlığı.')
    // The customer sees it among their websites.
    const mine = await h.call('GET', '/api/me/websites', { token: customer.token })
    expect(JSON.stringify(mine.body)).toContain(data.website.id)

    const again = await h.call('POST', `/api/admin/website-requests/${requestId}/publish`, {
      token: admin.token,
    })
    expect(again.status).toBe(200)
    expect((again.body as typeof res.body & { data: { website: { id: string } } }).data.website.id).toBe(
      data.website.id,
    )
    expect(await h.ports.repos.websites.count({ filter: { ownerId: customer.user.id } })).toBe(1)
  })

  it('refuses to make a website on a domain another website has', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const domain = `dolu-${crypto.randomUUID().slice(0, 6)}.com`
    await createWebsite(h, admin.user, { domain })
    const request = await submit(h, customer.token, { websiteName: 'Çakışan', requestedDomain: domain })
    await moveTo(h, admin.token, request.id, 'completed')
    const res = await h.call('POST', `/api/admin/website-requests/${request.id}/publish`, {
      token: admin.token,
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ success: false, message: 'Bu domain zaten kullanılıyor.' })
    expect((await h.ports.repos.websiteRequests.findById(request.id))?.websiteId).toBeNull()
  })
}
