import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import { adminSearchResponseSchema } from '../../api/search/admin-search.shared'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { adminWebsiteSchema, websiteStatsResponseSchema } from '../../api/websites/website.shared'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'
import { invoiceResource } from '../../api/invoices/invoice-resource'

const PATH = '/api/admin/websites'
const REQUIRED = 'Ad, domain ve sahip email alanları zorunludur.'
const TAKEN = 'Bu domain zaten kullanılıyor.'

// /api/admin/websites: required fields, domains compared normalised, visitors counted from published
// sites, search, the audit trail of a change; and the shell's search (/api/admin/search).
export function adminWebsitesRulesSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)
  const tag = () => crypto.randomUUID().slice(0, 8)

  async function setup() {
    const admin = await h.adminToken()
    const owner = await h.createUser({ name: `Sahip ${tag()}` })
    const call = (method: string, path: string, body?: unknown) =>
      h.call(method, path, { token: admin.token, body })
    const create = async (fields: Record<string, unknown>) => {
      const res = await call('POST', PATH, { name: 'Site', ownerEmail: owner.email, ...fields })
      expect(res.status, res.text).toBe(201)
      return websiteResponseSchema.parse(res.body).data.website
    }
    return { admin, owner, call, create }
  }

  it('asks for name, domain and owner e-mail, and for a domain that is one; refusals change nothing', async () => {
    const { owner, call, create } = await setup()
    const before = await h.ports.repos.websites.count()
    for (const body of [
      { name: 'Site', domain: 'eksik.com' },
      { name: ' ', domain: 'eksik.com', ownerEmail: owner.email },
      { domain: 'eksik.com', ownerEmail: owner.email },
      { name: 'Site', ownerEmail: owner.email },
    ]) {
      const res = await call('POST', PATH, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: REQUIRED })
    }
    const invalid = await call('POST', PATH, { name: 'Site', domain: 'ornek com', ownerEmail: owner.email })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toEqual({ success: false, message: 'Geçerli bir domain girin (ör. ornek.com).' })
    expect(await h.ports.repos.websites.count()).toBe(before)

    const website = await create({ domain: `kalan-${tag()}.com` })
    const emptied = await call('PATCH', `${PATH}/${website.id}`, { domain: '' })
    expect(emptied.body).toEqual({ success: false, message: REQUIRED })
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe(website.domain)
  })

  it('stores a domain normalised and refuses it again in any form: case, www., trailing dot, IDN', async () => {
    const { call, create } = await setup()
    const t = tag()
    const plain = await create({ domain: `https://WWW.Ornek-${t}.com./iletisim` })
    expect(plain.domain).toBe(`ornek-${t}.com`)
    const idn = await create({ domain: `Çiçek-${t}.com` })
    expect(idn.domain).toMatch(/^xn--/)
    const ascii = idn.domain
    for (const domain of [
      `ORNEK-${t}.COM`,
      `www.ornek-${t}.com`,
      `ornek-${t}.com.`,
      `http://ornek-${t}.com/`,
      ascii,
      `ÇİÇEK-${t}.com`,
      `www.çiçek-${t}.com.`,
    ]) {
      const res = await call('POST', PATH, { name: 'Kopya', domain, ownerEmail: plain.ownerEmail })
      expect(res.status, domain).toBe(409)
      expect(res.body).toEqual({ success: false, message: TAKEN })
    }
    // A change to another site's domain, in another form, is refused too; one's own domain is no clash.
    const clash = await call('PATCH', `${PATH}/${plain.id}`, { domain: `www.ÇİÇEK-${t}.com` })
    expect(clash.status).toBe(409)
    const own = await call('PATCH', `${PATH}/${plain.id}`, { domain: `WWW.ORNEK-${t}.COM` })
    expect(own.status, own.text).toBe(200)

    // A domain stored before this rule ('www.' kept, Unicode) is still found.
    const owner = await h.createUser()
    await createWebsite(h, owner, { domain: `www.eski-${t}.com` })
    await createWebsite(h, owner, { domain: `şeker-${t}.com` })
    const punycode = new URL(`http://şeker-${t}.com`).hostname
    for (const domain of [`eski-${t}.com`, `WWW.ESKI-${t}.com`, `Şeker-${t}.com`, punycode]) {
      const res = await call('POST', PATH, { name: 'Kopya', domain, ownerEmail: owner.email })
      expect(res.status, domain).toBe(409)
    }
  })

  it('never gives a customer the app’s own host name, with or without www., or a name under it', async () => {
    const { owner, call } = await setup()
    h.withPorts({ config: { ...h.ports.config, publicUrl: 'https://sitekur.example' } })
    const before = await h.ports.repos.websites.count()
    for (const domain of ['www.sitekur.example', 'SITEKUR.EXAMPLE', 'panel.sitekur.example']) {
      const res = await call('POST', PATH, { name: 'Kopya', domain, ownerEmail: owner.email })
      expect(res.status, domain).toBe(409)
      expect(res.body).toEqual({
        success: false,
        message: 'Bu domain SiteKur’a ayrılmıştır; kendi domaininizi girin.',
      })
    }
    expect(await h.ports.repos.websites.count()).toBe(before)
  })

  it('counts visitors from the published site: stats and list rows, 0 before any visit', async () => {
    const { admin, call, create } = await setup()
    const stats = async () => websiteStatsResponseSchema.parse((await call('GET', `${PATH}/stats`)).body).data
    const row = async (id: string, q: string) => {
      const res = await call('GET', `${PATH}?q=${encodeURIComponent(q)}`)
      expect(res.status, res.text).toBe(200)
      return listPageSchema(adminWebsiteSchema)
        .parse(res.body)
        .data.items.find((item) => item.id === id)
    }
    const first = await stats()
    const website = await create({ domain: `ziyaret-${tag()}.com`, status: 'inactive' })
    expect(await row(website.id, website.domain)).toMatchObject({ countedVisitors: 0 })
    const second = await stats()
    expect(second).toMatchObject({
      total: first.total + 1,
      active: first.active,
      totalVisitors: first.totalVisitors,
    })
    await call('PATCH', `${PATH}/${website.id}`, { status: 'active' })
    const { slug } = await publish(admin.token, website.id)
    for (const ip of ['198.51.100.21', '198.51.100.22', '198.51.100.21']) {
      expect((await site(`/sites/${slug}/`, { 'x-forwarded-for': ip })).status).toBe(200)
    }
    const third = await stats()
    expect(third).toMatchObject({ total: second.total, active: second.active + 1 })
    expect(third.totalVisitors).toBe(second.totalVisitors + 2)
    expect(third.averageVisitors).toBe(Math.round(third.totalVisitors / third.total))
    expect(await row(website.id, website.domain)).toMatchObject({ countedVisitors: 2 })

    // In maintenance the published address shows the maintenance page and counts nobody.
    await call('PATCH', `${PATH}/${website.id}`, { status: 'maintenance' })
    const page = await site(`/sites/${slug}/`, { 'x-forwarded-for': '198.51.100.23' })
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('Bakımdayız')
    expect((await stats()).totalVisitors).toBe(third.totalVisitors)
  })

  it('searches by name, domain or owner e-mail, filters by status and template', async () => {
    const { owner, call, create } = await setup()
    const t = tag()
    const shop = await create({ name: `Dükkân ${t}`, domain: `dukkan-${t}.com`, template: 'ecommerce' })
    const blog = await create({ name: `Günlük ${t}`, domain: `gunluk-${t}.com`, template: 'blog' })
    await call('PATCH', `${PATH}/${blog.id}`, { status: 'maintenance' })
    const ids = async (query: string) => {
      const res = await call('GET', `${PATH}?${query}`)
      expect(res.status, res.text).toBe(200)
      return listPageSchema(adminWebsiteSchema)
        .parse(res.body)
        .data.items.map((item) => item.id)
        .sort()
    }
    const both = [shop.id, blog.id].sort()
    expect(await ids(`q=${encodeURIComponent(owner.email.toUpperCase())}`)).toEqual(both)
    expect(await ids(`q=${encodeURIComponent(`DÜKKÂN ${t}`)}`)).toEqual([shop.id])
    expect(await ids(`q=gunluk-${t}`)).toEqual([blog.id])
    expect(await ids(`q=${t}&status=maintenance`)).toEqual([blog.id])
    expect(await ids(`q=${t}&template=ecommerce`)).toEqual([shop.id])
  })

  it('keeps each change in the audit trail with before and after, who and from where; one activity entry', async () => {
    const { admin, call, create } = await setup()
    const website = await create({ domain: `denetim-${tag()}.com`, hostingInfo: { password: 'Gizli-1' } })
    const res = await h.call('PATCH', `${PATH}/${website.id}`, {
      token: admin.token,
      ip: '203.0.113.77',
      body: {
        status: 'maintenance',
        name: 'Yeni Ad',
        hostingInfo: { password: 'Gizli-2' },
        reason: '  Sunucu taşınıyor  ',
      },
    })
    expect(res.status, res.text).toBe(200)
    const rows = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'websites', recordId: website.id } })
    expect(rows.map((row) => row.action)).toEqual(['update', 'create'])
    const [update] = rows
    expect(update).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      ipAddress: '203.0.113.77',
      reason: 'Sunucu taşınıyor',
      before: { status: 'active', statusByTeam: false, name: 'Site' },
      // The team's Bakımda holds against the owner's edit save (docs/rules/websites.md#who-sets-the-status).
      after: { status: 'maintenance', statusByTeam: true, name: 'Yeni Ad' },
    })
    expect(Object.keys(update?.after ?? {}).sort()).toEqual(['hostingInfo', 'name', 'status', 'statusByTeam'])
    expect(JSON.stringify(rows)).not.toContain('Gizli')
    const activity = await h.ports.repos.activityLog.list({ search: website.domain })
    expect(activity.map((entry) => [entry.action, entry.userId])).toEqual([
      ['Website güncellendi', admin.user.id],
      ['Website oluşturuldu', admin.user.id],
    ])
    expect(activity[0]?.details).toContain('durum Aktif → Bakımda')

    expect((await call('DELETE', `${PATH}/${website.id}`)).status).toBe(200)
    const deleted = await h.ports.repos
      .resource(auditResource)
      .findOne({ resource: 'websites', recordId: website.id, action: 'delete' })
    expect(deleted?.before).toMatchObject({ name: 'Yeni Ad', status: 'maintenance' })
    const tooLong = await call('PATCH', `${PATH}/${website.id}`, { name: 'X', reason: 'a'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect((await call('DELETE', `${PATH}/${website.id}`)).status).toBe(404)
  })

  it('the shell search finds users, websites and invoices for admins only', async () => {
    const { admin, owner, create } = await setup()
    const t = tag()
    const named = await h.createUser({ name: `Şule Arıkan ${t}` })
    const website = await create({ name: `Şule'nin Sitesi ${t}`, domain: `sule-${t}.com` })
    const invoice = await h.ports.repos.resource(invoiceResource).create(
      sampleRecord(resources.invoices, 1, {
        id: crypto.randomUUID(),
        number: `INV-${t}`,
        userId: owner.id,
        customerName: `Şule Arıkan ${t}`,
        customerEmail: named.email,
      }),
    )
    const res = await h.call('GET', `/api/admin/search?q=${encodeURIComponent(`ŞULE ARIKAN ${t}`)}`, {
      token: admin.token,
    })
    expect(res.status, res.text).toBe(200)
    const found = adminSearchResponseSchema.parse(res.body).data
    expect(found.users).toEqual([
      {
        id: named.id,
        label: named.name,
        secondary: named.email,
        screen: { to: '/admin/users', search: { q: named.email } },
      },
    ])
    expect(found.invoices.map((hit) => hit.label)).toEqual([`INV-${t}`])
    expect(found.invoices[0]?.screen).toEqual({
      to: '/admin/billing',
      search: { q: `INV-${t}`, open: invoice.id },
    })
    const byDomain = await h.call('GET', `/api/admin/search?q=sule-${t}`, { token: admin.token })
    const sites = adminSearchResponseSchema.parse(byDomain.body).data.websites
    expect(sites).toEqual([
      {
        id: website.id,
        label: website.name,
        secondary: `${website.domain} · ${owner.email}`,
        screen: { to: '/admin/websites', search: { q: website.domain, open: website.id } },
      },
    ])
    // Five of a kind at most.
    for (let i = 0; i < 6; i++) await h.createUser({ name: `Çoklu ${t} ${i}` })
    const many = await h.call('GET', `/api/admin/search?q=çoklu ${t}`, { token: admin.token })
    expect(adminSearchResponseSchema.parse(many.body).data.users).toHaveLength(5)

    const short = await h.call('GET', '/api/admin/search?q=a', { token: admin.token })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain('Aramak için en az 2 karakter yazın.')
    const customer = await h.customerToken()
    expect((await h.call('GET', `/api/admin/search?q=${t}`, { token: customer.token })).status).toBe(403)
    expect((await h.call('GET', `/api/admin/search?q=${t}`)).status).toBe(401)
  })
}
