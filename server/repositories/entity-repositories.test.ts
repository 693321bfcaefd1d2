import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Repositories } from '../../api/ports'
import type { TestPorts } from '../testing/create-test-ports'
import { createPgliteTestPorts, createPostgresTestPorts } from '../testing/create-test-ports'
import { sampleUser, sampleWebsite } from '../testing/sample-records'

// The ports' CRUD contract for users and websites, on PGlite and on a real PostgreSQL server.

const stores = [
  ['pglite', createPgliteTestPorts],
  ['postgres', createPostgresTestPorts],
] as const

describe.each(stores)('entity repositories on %s', (_name, create) => {
  let store: TestPorts | null = null
  let repos: Repositories

  beforeAll(async () => {
    store = await create()
    if (store) repos = store.ports.repos
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  }, 60_000)

  it('stores and returns a user exactly, ISO timestamps and JSON included', async (context) => {
    if (!store) return context.skip()
    const user = sampleUser({
      subscriptionExpiry: '2030-01-02T03:04:05.678Z',
      contactPreferences: { email: false, sms: true, whatsapp: false, phone: true },
    })
    expect(await repos.users.create(user)).toEqual(user)
    expect(await repos.users.findById(user.id)).toEqual(user)
    expect(await repos.users.findByEmail(user.email)).toEqual(user)
    expect(await repos.users.findById('missing')).toBeNull()
  })

  it('refuses a second account whose email differs only in case', async (context) => {
    if (!store) return context.skip()
    const user = await repos.users.create(sampleUser({ email: 'tekil@example.com' }))
    await expect(repos.users.create(sampleUser({ email: 'TEKIL@example.com' }))).rejects.toThrow()
    await expect(repos.users.create(sampleUser({ id: user.id }))).rejects.toThrow()
  })

  it('updates only the keys in the patch and reports missing ids', async (context) => {
    if (!store) return context.skip()
    const user = await repos.users.create(sampleUser({ phone: '+90 532 000 00 00' }))
    const updated = await repos.users.update(user.id, {
      name: 'Yeni Ad',
      lastLoginAt: '2031-05-06T07:08:09.000Z',
    })
    expect(updated).toEqual({ ...user, name: 'Yeni Ad', lastLoginAt: '2031-05-06T07:08:09.000Z' })
    expect(await repos.users.update('missing', { name: 'x' })).toBeNull()
    expect(await repos.users.delete(user.id)).toBe(true)
    expect(await repos.users.delete(user.id)).toBe(false)
  })

  it('finds users by Google identity', async (context) => {
    if (!store) return context.skip()
    const user = await repos.users.create(
      sampleUser({ googleIssuer: 'https://issuer', googleSubject: 'sub-1' }),
    )
    expect((await repos.users.findByGoogleIdentity('https://issuer', 'sub-1'))?.id).toBe(user.id)
    expect(await repos.users.findByGoogleIdentity('https://issuer', 'sub-2')).toBeNull()
    await expect(
      repos.users.create(sampleUser({ googleIssuer: 'https://issuer', googleSubject: 'sub-1' })),
    ).rejects.toThrow()
  })

  it('filters by equality (null matches NULL), searches Turkish-insensitively, orders and pages', async (context) => {
    if (!store) return context.skip()
    const tag = `grp${Date.now()}`
    const base = Date.parse('2025-01-01T00:00:00.000Z')
    const names = ['ŞAHİN Elif', 'Çağrı Işık', 'Öztürk Can']
    for (const [i, name] of names.entries()) {
      await repos.users.create(
        sampleUser({
          name,
          email: `${tag}-${i}@example.com`,
          subscription: tag,
          phone: i === 0 ? null : '+90',
          createdAt: new Date(base + i * 1000).toISOString(),
        }),
      )
    }
    const inGroup = { subscription: tag }
    expect(await repos.users.count({ filter: inGroup })).toBe(3)
    expect((await repos.users.list({ filter: { ...inGroup, phone: null } })).map((u) => u.name)).toEqual([
      'ŞAHİN Elif',
    ])
    expect((await repos.users.list({ filter: inGroup, search: 'şahin' })).map((u) => u.name)).toEqual([
      'ŞAHİN Elif',
    ])
    expect((await repos.users.list({ filter: inGroup, search: 'IŞIK' })).map((u) => u.name)).toEqual([
      'Çağrı Işık',
    ])
    expect((await repos.users.list({ filter: inGroup, search: `${tag}-2@` })).map((u) => u.name)).toEqual([
      'Öztürk Can',
    ])
    expect(await repos.users.count({ filter: inGroup, search: '%' })).toBe(0)
    const newestFirst = await repos.users.list({ filter: inGroup })
    expect(newestFirst.map((u) => u.name)).toEqual(['Öztürk Can', 'Çağrı Işık', 'ŞAHİN Elif'])
    const page = await repos.users.list({
      filter: inGroup,
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: 1,
      offset: 1,
    })
    expect(page.map((u) => u.name)).toEqual(['Çağrı Işık'])
  })

  it('keeps domains unique case-insensitively but allows several sites without a domain', async (context) => {
    if (!store) return context.skip()
    const site = await repos.websites.create(
      sampleWebsite({
        domain: 'benzersiz.com.tr',
        hostingInfo: { provider: 'Natro', username: 'ftp', passwordEncrypted: 'v1.a.b' },
        domainInfo: { registrar: 'İsimtescil', expiryDate: null, username: null, passwordEncrypted: null },
      }),
    )
    expect(await repos.websites.findByDomain('benzersiz.com.tr')).toEqual(site)
    await expect(repos.websites.create(sampleWebsite({ domain: 'BENZERSIZ.com.tr' }))).rejects.toThrow()
    await repos.websites.create(sampleWebsite({ domain: '' }))
    await repos.websites.create(sampleWebsite({ domain: '' }))
    expect(await repos.websites.count({ search: 'benzersiz' })).toBe(1)
  })

  it('rolls a transaction back when it throws, and nested transactions join the outer one', async (context) => {
    if (!store) return context.skip()
    const kept = sampleUser()
    const dropped = sampleUser()
    await expect(
      repos.transaction(async (tx) => {
        await tx.users.create(dropped)
        await tx.transaction(async (inner) => inner.users.create(sampleUser({ email: dropped.email })))
      }),
    ).rejects.toThrow()
    expect(await repos.users.findById(dropped.id)).toBeNull()
    await repos.transaction(async (tx) => {
      await tx.users.create(kept)
    })
    expect(await repos.users.findById(kept.id)).toEqual(kept)
  })

  it('stores settings and packages as given', async (context) => {
    if (!store) return context.skip()
    expect(await repos.settings.get()).toBeNull()
    const { defaultSystemSettings } = await import('../../api/settings/settings.shared')
    await repos.settings.put({ ...defaultSystemSettings, siteName: 'Deneme' })
    await repos.settings.put({ ...defaultSystemSettings, siteName: 'Deneme 2' })
    expect(await repos.settings.get()).toEqual({ ...defaultSystemSettings, siteName: 'Deneme 2' })
    const { defaultPackages } = await import('../../api/packages/default-packages.shared')
    const now = new Date().toISOString()
    const pkg = { ...defaultPackages[1]!, id: crypto.randomUUID(), createdAt: now, updatedAt: now }
    expect(await repos.packages.create(pkg)).toEqual(pkg)
    expect(await repos.packages.list({ search: 'büyüyen' })).toEqual([pkg])
  })

  it('answers health with its driver', async (context) => {
    if (!store) return context.skip()
    expect(await repos.health?.()).toEqual({ ok: true, driver: store.name })
  })
})
