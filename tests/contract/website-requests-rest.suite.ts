import { beforeAll, expect, it } from 'vitest'
import { websiteRequestStatsResponseSchema } from '../../api/website-requests/website-request-input.shared'
import { adminWebsiteRequestListResponseSchema } from '../../api/website-requests/website-request.shared'
import type { Harness } from './harness'
import { ensureCatalogue, moveTo, submit } from './request-helpers'

// The REST door of website requests (the nested body the record keeps) and the admin's list and counts;
// the documented PHP-era bodies are website-requests.suite.ts.
export function websiteRequestsRestSuite(h: Harness) {
  beforeAll(() => ensureCatalogue(h))

  it("takes the nested body on the REST door: the record's own groups, stored as sent", async () => {
    const a = await h.customerToken()
    const request = await submit(h, a.token, {
      userId: 'someone-else',
      status: 'completed',
      source: 'form',
      websiteName: ' Lezzet Durağı ',
      businessType: 'gida',
      siteType: 'restoran',
      selectedPackage: 'professional',
      seo: { title: 'Lezzet', metaDescription: 'Ev yemekleri', keywords: 'yemek, Yemek, ev yemeği' },
      pages: { about: true, custom: ['Menü', ''] },
      design: { colorScheme: 'warm', colors: { primary: '#b91c1c' }, slider: true },
      features: { onlineStore: true },
      content: { about: 'Hakkımızda' },
      gallery: { items: [{ uploadId: 'u-1', caption: 'Salon' }] },
      contact: { email: 'Siparis@Lezzet.com', phone: ' 0212  000 00 00 ', address: 'Kadıköy' },
      hasHosting: true,
      hosting: { provider: 'Natro', password: 'Gizli-Parola-9' },
      budget: '5000-10000',
    })
    expect(request).toMatchObject({
      userId: a.user.id,
      status: 'pending',
      source: 'form',
      websiteName: 'Lezzet Durağı',
      businessType: 'gida',
      siteType: 'restoran',
      email: 'siparis@lezzet.com',
      phone: '0212 000 00 00',
      priority: 'medium',
      budget: '5000-10000',
      seo: { title: 'Lezzet', metaDescription: 'Ev yemekleri', keywords: ['yemek', 'ev yemeği'] },
      pages: { about: true, custom: ['Menü'] },
      design: { colorScheme: 'warm', colors: { primary: '#b91c1c' }, slider: true },
      features: { onlineStore: true },
      content: { about: 'Hakkımızda' },
      gallery: { items: [{ uploadId: 'u-1', caption: 'Salon' }] },
      contact: { email: 'siparis@lezzet.com', phone: '0212 000 00 00', address: 'Kadıköy' },
      hosting: { provider: 'Natro', passwordSet: true },
    })
    expect(JSON.stringify(request)).not.toContain('Gizli-Parola-9')
    const refused = await h.call('POST', '/api/me/website-requests', {
      token: a.token,
      body: { websiteName: 'A', seo: { title: 'x'.repeat(61) } },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ success: false, message: 'SEO başlığı en fazla 60 karakter olabilir.' })
  })

  it('lists for admins only, with Turkish case-insensitive search and a status filter', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const tag = crypto.randomUUID().slice(0, 6)
    const istanbul = await submit(h, a.token, { websiteName: `İSTANBUL ÇİÇEKÇİSİ ${tag}` })
    h.advance(1)
    const company = await submit(h, a.token, {
      websiteName: `Site ${tag}`,
      companyName: `IŞIK ŞİRKETİ ${tag}`,
    })
    h.advance(1)
    const byMail = await submit(h, a.token, {
      websiteName: `Posta ${tag}`,
      email: `ilgaz-${tag}@example.com`,
    })
    const list = async (query: string) => {
      const res = await h.call('GET', `/api/admin/website-requests?${query}`, { token: admin.token })
      expect(res.status, res.text).toBe(200)
      return adminWebsiteRequestListResponseSchema.parse(res.body).data
    }
    expect((await h.call('GET', '/api/admin/website-requests')).status).toBe(401)
    expect((await h.call('GET', '/api/admin/website-requests', { token: a.token })).status).toBe(403)
    const ids = async (query: string) => (await list(query)).items.map((r) => r.id)
    // "istanbul" finds "İSTANBUL"; "ışık şirketi" finds "IŞIK ŞİRKETİ"; "İLGAZ" finds "ilgaz".
    expect(await ids(`q=${encodeURIComponent(`istanbul çiçekçisi ${tag}`)}`)).toEqual([istanbul.id])
    expect(await ids(`q=${encodeURIComponent(`ışık şirketi ${tag}`)}`)).toEqual([company.id])
    expect(await ids(`q=${encodeURIComponent(`İLGAZ-${tag}`)}`)).toEqual([byMail.id])
    expect(await ids(`q=${encodeURIComponent(`ISTANBUL ÇİÇEKÇİSİ ${tag}`)}`)).toEqual([])
    const all = await list(`q=${tag}`)
    expect(all.total).toBe(3)
    expect(all.items.map((r) => r.id)).toEqual([byMail.id, company.id, istanbul.id])
    expect(await ids(`q=${tag}&sort=createdAt`)).toEqual([istanbul.id, company.id, byMail.id])
    await moveTo(h, admin.token, company.id, 'in-progress')
    const inProgress = await list(`q=${tag}&status=in-progress`)
    expect(inProgress.items.map((r) => r.id)).toEqual([company.id])
    expect((await list(`q=${tag}&status=pending&pageSize=1`)).total).toBe(2)
    const bad = await h.call('GET', '/api/admin/website-requests?status=bitti', { token: admin.token })
    expect(bad.status).toBe(400)
  })

  it("counts per status and sums the catalogue's prices of completed requests' packages", async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const stats = async () => {
      const res = await h.call('GET', '/api/admin/website-requests/stats', { token: admin.token })
      expect(res.status).toBe(200)
      return websiteRequestStatsResponseSchema.parse(res.body).data
    }
    expect((await h.call('GET', '/api/admin/website-requests/stats', { token: a.token })).status).toBe(403)
    const before = await stats()
    const basic = await submit(h, a.token, { websiteName: 'Temel', selectedPackage: 'launch' })
    const none = await submit(h, a.token, { websiteName: 'Paketsiz' })
    const pro = await submit(h, a.token, { websiteName: 'Pro', selectedPackage: 'professional' })
    const premium = await submit(h, a.token, { websiteName: 'Premium', selectedPackage: 'premium' })
    const open = await submit(h, a.token, { websiteName: 'Açık', selectedPackage: 'premium' })
    const rejected = await submit(h, a.token, { websiteName: 'Red', selectedPackage: 'premium' })
    for (const r of [basic, pro, premium, none]) await moveTo(h, admin.token, r.id, 'completed')
    await moveTo(h, admin.token, rejected.id, 'rejected')
    await moveTo(h, admin.token, open.id, 'in-progress')
    const after = await stats()
    expect(after.total - before.total).toBe(6)
    expect(after.completed - before.completed).toBe(4)
    expect(after.inProgress - before.inProgress).toBe(1)
    expect(after.rejected - before.rejected).toBe(1)
    expect(after.pending - before.pending).toBe(0)
    // Launch + Scale + Vision a month, as the catalogue prices them; a request without a package adds nothing.
    expect(after.totalRevenue - before.totalRevenue).toBe(349 + 649 + 1190)
    // A price change in the catalogue is what the figure counts next.
    const launch = await h.ports.repos.packages.findOne({ code: 'launch' })
    await h.call('PATCH', `/api/admin/packages/${launch?.id}`, { token: admin.token, body: { price: 399 } })
    expect((await stats()).totalRevenue - before.totalRevenue).toBe(399 + 649 + 1190)
    await h.call('PATCH', `/api/admin/packages/${launch?.id}`, { token: admin.token, body: { price: 349 } })
    expect(after.pending + after.inProgress + after.completed + after.rejected).toBe(after.total)
  })
}
