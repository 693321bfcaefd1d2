import { expect, it } from 'vitest'
import {
  packageResponseSchema,
  publicCatalogueResponseSchema,
  type PackageInput,
} from '../../api/packages/package-admin.shared'
import type { Harness } from './harness'
import { auditResource } from '../../api/audit/audit-resource'

// The one price catalogue (docs/rules/packages.md) on every store: codes and yearly prices, exactly one
// 'En popüler', and the public catalogue the landing page reads.

export function packageCatalogueSuite(h: Harness) {
  async function admin() {
    const { token } = await h.adminToken()
    const call = (method: string, path: string, body?: unknown) => h.call(method, path, { token, body })
    const create = async (input: PackageInput) => {
      const res = await call('POST', '/api/admin/packages', { features: ['A'], ...input })
      expect(res.status, res.text).toBe(201)
      return packageResponseSchema.parse(res.body)
    }
    return { call, create }
  }
  const tag = () => crypto.randomUUID().slice(0, 8)
  const popularIds = async () =>
    (await h.ports.repos.packages.list({ filter: { isPopular: true } })).map((pkg) => pkg.id)

  it('derives the code from the name, refuses a malformed or taken code and a yearly price of 0, and stores nothing', async () => {
    const { call, create } = await admin()
    const t = tag()
    const named = (await create({ name: `Kurumsal Şube ${t}`, price: 100 })).data.package
    expect(named.code).toBe(`kurumsal-sube-${t}`)
    const before = await h.ports.repos.packages.count()
    for (const code of ['Büyük Harf', 'a--b', '-a', 'x'.repeat(41)]) {
      const res = await call('POST', '/api/admin/packages', {
        name: 'Paket',
        price: 10,
        code,
        features: ['A'],
      })
      expect(res.status, code).toBe(400)
      expect((res.body as { message: string }).message).toMatch(/^Paket kodu yalnızca küçük harf/)
    }
    const taken = await call('POST', '/api/admin/packages', {
      name: 'Başka',
      price: 10,
      code: named.code,
      features: ['A'],
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ success: false, message: 'Bu paket kodu başka bir pakette kullanılıyor.' })
    const other = (await create({ name: `Öteki ${t}`, price: 100 })).data.package
    const renamed = await call('PATCH', `/api/admin/packages/${other.id}`, { code: named.code })
    expect(renamed.status).toBe(409)
    const yearly = await call('PATCH', `/api/admin/packages/${other.id}`, { yearlyPrice: 0 })
    expect(yearly.body).toEqual({
      success: false,
      message: 'Yıllık fiyat 0’dan büyük bir tam sayı olmalıdır.',
    })
    expect(await h.ports.repos.packages.count()).toBe(before + 1)
    expect(await h.ports.repos.packages.findById(other.id)).toMatchObject({
      code: `oteki-${t}`,
      yearlyPrice: 1000,
    })
  })

  it('keeps exactly one package "En popüler": marking one takes the mark off the other, audited, in one go', async () => {
    const { call, create } = await admin()
    const first = (await create({ name: `Birinci ${tag()}`, price: 100, isPopular: true })).data.package
    expect(await popularIds()).toEqual([first.id])

    const second = await create({ name: `İkinci ${tag()}`, price: 200, isPopular: true })
    expect(second.message).toBe(
      `Paket başarıyla oluşturuldu. "En popüler" işareti ${first.name} paketinden kaldırıldı: yalnızca bir paket en popüler olabilir.`,
    )
    expect(await popularIds()).toEqual([second.data.package.id])
    const audited = await h.ports.repos.resource(auditResource).list({ filter: { recordId: first.id } })
    expect(audited.map((row) => row.action)).toContain('update')

    // Editing the popular one keeps it the only one; marking the first again moves the mark back.
    await call('PATCH', `/api/admin/packages/${second.data.package.id}`, { price: 250 })
    expect(await popularIds()).toEqual([second.data.package.id])
    const back = await call('PATCH', `/api/admin/packages/${first.id}`, { isPopular: true })
    expect(back.status).toBe(200)
    expect(await popularIds()).toEqual([first.id])

    // Two at once still leave one.
    const a = (await create({ name: `Yarış A ${tag()}`, price: 300 })).data.package
    const b = (await create({ name: `Yarış B ${tag()}`, price: 300 })).data.package
    const raced = await Promise.all([
      call('PATCH', `/api/admin/packages/${a.id}`, { isPopular: true }),
      call('PATCH', `/api/admin/packages/${b.id}`, { isPopular: true }),
    ])
    expect(raced.map((res) => res.status)).toEqual([200, 200])
    const left = await popularIds()
    expect(left).toHaveLength(1)
    expect([a.id, b.id]).toContain(left[0])
  })

  it('answers the public catalogue from the packages: an admin price change is what a visitor reads next', async () => {
    const { call, create } = await admin()
    const offered = (
      await create({ name: `Vitrin ${tag()}`, price: 555, yearlyPrice: 5550, showOnDashboard: true })
    ).data.package
    const managed = (await create({ name: `Arka ${tag()}`, price: 50 })).data.package
    const inactive = (
      await create({ name: `Kapalı ${tag()}`, price: 60, showOnDashboard: true, isActive: false })
    ).data.package
    const read = async () => {
      const res = await h.call('GET', '/api/packages')
      expect(res.status).toBe(200)
      return publicCatalogueResponseSchema.parse(res.body).data.packages
    }
    const packages = await read()
    expect(packages.find((pkg) => pkg.id === offered.id)).toEqual({
      id: offered.id,
      code: offered.code,
      name: offered.name,
      price: 555,
      yearlyPrice: 5550,
      currency: 'TRY',
      description: '',
      features: ['A'],
      isPopular: false,
    })
    const ids = packages.map((pkg) => pkg.id)
    expect(ids).not.toContain(managed.id)
    expect(ids).not.toContain(inactive.id)
    const prices = packages.map((pkg) => pkg.price)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))

    await call('PATCH', `/api/admin/packages/${offered.id}`, {
      price: 575,
      yearlyPrice: 5750,
      isPopular: true,
    })
    expect((await read()).find((pkg) => pkg.id === offered.id)).toMatchObject({
      price: 575,
      yearlyPrice: 5750,
      isPopular: true,
    })
    expect((await read()).filter((pkg) => pkg.isPopular)).toHaveLength(1)
  })
}
