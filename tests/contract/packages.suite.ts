import { expect, it } from 'vitest'
import {
  adminPackageListResponseSchema,
  myPlanResponseSchema,
  packageResponseSchema,
  packageStatsResponseSchema,
  type PackageInput,
} from '../../api/packages/package-admin.shared'
import type { Harness } from './harness'
import { codeFromName } from '../../api/packages/package-rules.shared'

// Package management and the one catalogue (docs/rules/packages.md) on every store: the create rules
// and defaults, copy, the active switch, the delete guard, real subscriber counts and stats, and the
// customer's plan read from the same packages.

export function packagesSuite(h: Harness) {
  async function admin() {
    const { token } = await h.adminToken()
    const call = (method: string, path: string, body?: unknown) => h.call(method, path, { token, body })
    const create = async (input: PackageInput) => {
      const res = await call('POST', '/api/admin/packages', input)
      expect(res.status, res.text).toBe(201)
      return packageResponseSchema.parse(res.body).data.package
    }
    const stats = async () =>
      packageStatsResponseSchema.parse((await call('GET', '/api/admin/packages/stats')).body).data
    return { token, call, create, stats }
  }
  const tag = () => crypto.randomUUID().slice(0, 8)
  const plan = async (token: string) =>
    myPlanResponseSchema.parse((await h.call('GET', '/api/me/plan', { token })).body).data

  it('refuses a package without a name or a positive price, or without a feature, and stores nothing', async () => {
    const { call } = await admin()
    const before = await h.ports.repos.packages.count()
    for (const body of [
      { price: 100, features: ['A'] },
      { name: '  ', price: 100, features: ['A'] },
      { name: 'Paket', features: ['A'] },
      { name: 'Paket', price: 0, features: ['A'] },
      { name: 'Paket', price: -5, features: ['A'] },
      { name: 'Paket', price: 12.5, features: ['A'] },
    ]) {
      const res = await call('POST', '/api/admin/packages', body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Paket adı ve fiyat alanları zorunludur.' })
    }
    const noFeature = await call('POST', '/api/admin/packages', { name: 'Paket', price: 10, features: [' '] })
    expect(noFeature.status).toBe(400)
    expect(noFeature.body).toEqual({ success: false, message: 'En az bir paket özelliği girin.' })
    expect(await h.ports.repos.packages.count()).toBe(before)
  })

  it("applies the spec's defaults, logs the creation and audits it", async () => {
    const { create } = await admin()
    const name = `Varsayılan ${tag()}`
    const pkg = await create({ name: ` ${name} `, price: 149, features: ['Tek site', '', ' SSL '] })
    expect(pkg).toMatchObject({
      code: codeFromName(name),
      name,
      price: 149,
      // Ten months: two months free.
      yearlyPrice: 1490,
      currency: 'TRY',
      features: ['Tek site', 'SSL'],
      limitations: {
        websites: 1,
        storage: 1,
        bandwidth: 10,
        emailAccounts: 1,
        support: 'email',
        customDomain: false,
        sslCertificate: true,
        analytics: false,
        backups: false,
      },
      isPopular: false,
      isActive: true,
      showOnDashboard: false,
      color: 'blue',
      icon: 'crown',
      subscriberCount: 0,
    })
    const log = await h.ports.repos.activityLog.list({ search: name })
    expect(log.map((entry) => entry.action)).toEqual(['Paket oluşturuldu'])
  })

  it('copies a package as "<name> (Kopya)": a new id, not popular, no subscribers, the rest kept', async () => {
    const { call, create } = await admin()
    const source = await create({
      name: `Altın ${tag()}`,
      price: 450,
      yearlyPrice: 4000,
      features: ['A', 'B'],
      isPopular: true,
      color: 'purple',
      icon: 'star',
      limitations: { websites: 3 },
    })
    await h.createUser({ packageId: source.id, subscription: source.name })
    const res = await call('POST', `/api/admin/packages/${source.id}/copy`)
    expect(res.status).toBe(201)
    const copy = packageResponseSchema.parse(res.body).data.package
    expect(copy.id).not.toBe(source.id)
    expect(copy).toMatchObject({
      code: `${source.code}-kopya`,
      name: `${source.name} (Kopya)`,
      isPopular: false,
      subscriberCount: 0,
      price: 450,
      yearlyPrice: 4000,
      features: ['A', 'B'],
      color: 'purple',
      icon: 'star',
      limitations: { ...source.limitations, websites: 3 },
    })
    expect((await call('POST', '/api/admin/packages/yok/copy')).status).toBe(404)
  })

  it('toggles active and edits; each change moves updatedAt and says what it was', async () => {
    const { call, create } = await admin()
    const pkg = await create({ name: `Geçiş ${tag()}`, price: 200, features: ['A'] })
    h.advance(60)
    const off = await call('PATCH', `/api/admin/packages/${pkg.id}`, { isActive: false })
    expect(off.status).toBe(200)
    const parsed = packageResponseSchema.parse(off.body)
    expect(parsed.message).toBe('Paket durumu güncellendi.')
    expect(parsed.data.package.isActive).toBe(false)
    expect(Date.parse(parsed.data.package.updatedAt)).toBeGreaterThan(Date.parse(pkg.updatedAt))
    h.advance(60)
    const edited = await call('PATCH', `/api/admin/packages/${pkg.id}`, {
      name: 'Yeni ad',
      price: 250,
      description: 'Açıklama',
      isPopular: true,
      isActive: true,
    })
    const after = packageResponseSchema.parse(edited.body)
    // The earlier test's popular package lost the mark to this one (package-catalogue.suite.ts).
    expect(after.message).toMatch(/^Paket başarıyla güncellendi\. "En popüler" işareti .* kaldırıldı/)
    expect(after.data.package).toMatchObject({ name: 'Yeni ad', price: 250, isPopular: true, isActive: true })
    expect(Date.parse(after.data.package.updatedAt)).toBeGreaterThan(
      Date.parse(parsed.data.package.updatedAt),
    )
    const refused = await call('PATCH', `/api/admin/packages/${pkg.id}`, { price: 0 })
    expect(refused.body).toEqual({ success: false, message: 'Paket adı ve fiyat alanları zorunludur.' })
    expect((await h.ports.repos.packages.findById(pkg.id))?.price).toBe(250)
  })

  it('refuses to delete a package customers are on; deactivating it works, and an unused one is deleted', async () => {
    const { call, create } = await admin()
    const used = await create({ name: `Kullanılan ${tag()}`, price: 300, features: ['A'] })
    await h.createUser({ packageId: used.id, subscription: used.name })
    const refused = await call('DELETE', `/api/admin/packages/${used.id}`)
    expect(refused.status).toBe(409)
    expect((refused.body as { message: string }).message).toMatch(/^Bu paketi 1 müşteri kullanıyor.*pasif/)
    expect(await h.ports.repos.packages.findById(used.id)).not.toBeNull()
    const off = await call('PATCH', `/api/admin/packages/${used.id}`, { isActive: false })
    expect(off.status).toBe(200)

    const unused = await create({ name: `Boş ${tag()}`, price: 300, features: ['A'] })
    const deleted = await call('DELETE', `/api/admin/packages/${unused.id}`)
    expect(deleted.body).toEqual({ success: true, message: 'Paket başarıyla silindi.' })
    expect(await h.ports.repos.packages.findById(unused.id)).toBeNull()
    expect((await call('DELETE', `/api/admin/packages/${unused.id}`)).status).toBe(404)
  })

  it('counts real subscribers in the list and the stats at the monthly price', async () => {
    const { call, create, stats } = await admin()
    const before = await stats()
    const name = `Sayım ${tag()}`
    const monthly = await create({ name: `${name} A`, price: 100, features: ['A'] })
    const yearly = await create({ name: `${name} B`, price: 83, yearlyPrice: 1000, features: ['A'] })
    const passive = await create({ name: `${name} C`, price: 50, isActive: false, features: ['A'] })
    for (const pkg of [monthly, monthly, yearly, passive])
      await h.createUser({ packageId: pkg.id, subscription: pkg.name })
    const after = await stats()
    expect(after.total - before.total).toBe(3)
    expect(after.active - before.active).toBe(2)
    expect(after.subscribers - before.subscribers).toBe(4)
    // 2 × 100 + 1 × 83 + 1 × 50: the monthly price, whatever the yearly one is
    expect(after.monthlyRevenue - before.monthlyRevenue).toBe(200 + 83 + 50)

    const res = await call('GET', `/api/admin/packages?q=${encodeURIComponent(name)}&sort=-price`)
    const page = adminPackageListResponseSchema.parse(res.body).data
    expect(page.items.map((p) => [p.name, p.subscriberCount])).toEqual([
      [`${name} A`, 2],
      [`${name} B`, 1],
      [`${name} C`, 1],
    ])
    const active = await call('GET', `/api/admin/packages?q=${encodeURIComponent(name)}&isActive=false`)
    expect(adminPackageListResponseSchema.parse(active.body).data.items.map((p) => p.id)).toEqual([
      passive.id,
    ])
    const one = await call('GET', `/api/admin/packages/${monthly.id}`)
    expect(packageResponseSchema.parse(one.body).data.package.subscriberCount).toBe(2)
    expect((await call('GET', '/api/admin/packages?sort=subscriberCount')).status).toBe(400)
  })

  it('/api/me/plan resolves the package by id, by name, by code and by older names, and offers the active offered packages', async () => {
    const { call, create } = await admin()
    const offered = { showOnDashboard: true, features: ['A'] }
    const launch = await create({ code: 'launch', name: 'Launch', price: 349, yearlyPrice: 3290, ...offered })
    const scale = await create({ code: 'scale', name: 'Scale', price: 649, yearlyPrice: 5990, ...offered })
    const vision = await create({
      code: 'vision',
      name: 'Vision',
      price: 1190,
      yearlyPrice: 10990,
      ...offered,
    })
    const hidden = await create({ name: `Gizli ${tag()}`, price: 10, isActive: false, ...offered })
    const managed = await create({ name: `Yönetilen ${tag()}`, price: 599, features: ['A'] })

    const planOf = async (fields: { packageId?: string | null; subscription?: string }) => {
      const user = await h.createUser(fields)
      return plan((await h.login(user.email, undefined, h.ip())).token)
    }
    expect((await planOf({ packageId: managed.id, subscription: 'basic' })).current).toEqual({
      packageId: managed.id,
      name: managed.name,
      monthlyFee: 599,
      currency: 'TRY',
    })
    expect((await planOf({ subscription: managed.name.toLocaleUpperCase('tr-TR') })).current.packageId).toBe(
      managed.id,
    )
    // The spec's other two lists land on the catalogue (docs/decisions/0031-one-price-catalogue.md).
    const landsOn = {
      basic: launch,
      'Basic Plan': launch,
      Temel: launch,
      pro: scale,
      'Pro Plan': scale,
      premium: scale,
      Premium: scale,
      'Premium Plan': vision,
      'PREMIUM PLAN': vision,
      enterprise: vision,
      Kurumsal: vision,
      scale,
    }
    for (const [subscription, pkg] of Object.entries(landsOn))
      expect((await planOf({ subscription })).current, subscription).toMatchObject({
        packageId: pkg.id,
        name: pkg.name,
        monthlyFee: pkg.price,
      })
    expect((await planOf({ subscription: 'free' })).current).toEqual({
      packageId: null,
      name: 'Ücretsiz',
      monthlyFee: 0,
      currency: 'TRY',
    })

    const { token, user } = await h.customerToken()
    const offers = (await plan(token)).offers
    const ids = offers.map((offer) => offer.id)
    expect(ids).toEqual(expect.arrayContaining([launch.id, scale.id, vision.id]))
    expect(ids).not.toContain(hidden.id)
    expect(ids).not.toContain(managed.id)
    expect(offers.find((offer) => offer.id === scale.id)).toMatchObject({ code: 'scale', yearlyPrice: 5990 })
    const prices = offers.map((offer) => offer.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    // An admin's change of an offer's price is what the customer sees next.
    await h.ports.repos.users.update(user.id, { packageId: vision.id, subscription: 'Vision' })
    await call('PATCH', `/api/admin/packages/${vision.id}`, { price: 1290 })
    const changed = await plan(token)
    expect(changed.current).toMatchObject({ packageId: vision.id, monthlyFee: 1290 })
    expect(changed.offers.find((offer) => offer.id === vision.id)?.price).toBe(1290)
    expect((await h.call('GET', '/api/me/plan')).status).toBe(401)
  })
}
