import { approvalResource } from '../../api/approvals/approval-resource'
import { demoApprovals } from '../../api/demo/demo-approvals'
import { sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { demoWebsiteRequests } from '../../api/website-requests/demo-website-requests'
import type { Database } from '../db/database'
import { sqlRepositories } from '../repositories/sql-repositories'
import { createArgon2Hasher } from '../security/password-hasher'
import { openPgliteTestDatabase } from '../testing/create-test-ports'
import type { SeedOptions } from './seed'
import { seedDatabase } from './seed'
import { DEMO_PASSWORD } from './seed-demo'
import { defaultPackages } from '../../api/packages/default-packages.shared'
import { codeFromName } from '../../api/packages/package-rules.shared'
import { newUserRecord } from '../../api/users/user.shared'

const tables = [
  'users',
  'packages',
  'system_settings',
  'websites',
  'website_requests',
  'customer_requests',
  'support_tickets',
  'invoices',
  'notifications',
  'email_templates',
  'approval_requests',
  'activity_log',
]

async function snapshot(database: Database) {
  const counts: Record<string, unknown> = {}
  for (const table of tables) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
    counts[table] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n
  }
  const ids = await database.db.execute(sql`select id, email, role from users order by id`)
  return { counts, users: (ids as unknown as { rows: unknown[] }).rows }
}

let database: Database | null = null
afterEach(async () => {
  await database?.close()
  database = null
})

function options(db: Database, lines: string[], overrides: Partial<SeedOptions> = {}): SeedOptions {
  return {
    database: db,
    passwords: createArgon2Hasher(2),
    clock: { now: () => new Date('2026-03-01T09:00:00.000Z') },
    ids: { uuid: () => randomUUID() },
    adminEmail: 'Yonetici@SiteKur.app',
    publicUrl: 'http://localhost:4451',
    demo: false,
    log: (line) => lines.push(line),
    ...overrides,
  }
}

describe('seeding', () => {
  it('creates the first admin with a printed password, the three packages of the catalogue and default settings', async () => {
    database = await openPgliteTestDatabase()
    const lines: string[] = []
    const report = await seedDatabase(options(database, lines))
    expect(report).toEqual({ base: true, admin: 'created', demo: false })
    const repos = sqlRepositories(database.db, database.driver)
    const admin = await repos.users.findByEmail('yonetici@sitekur.app')
    expect(admin?.role).toBe('admin')
    expect(admin?.emailVerifiedAt).not.toBeNull()
    const printed = lines.join('\n').match(/yonetici@sitekur\.app \/ (\S+)/)?.[1]
    expect(printed).toBeDefined()
    expect(await createArgon2Hasher().verify(admin?.passwordHash ?? '', printed ?? '')).toBe(true)
    const packages = await repos.packages.list({ orderBy: { field: 'price', direction: 'asc' } })
    // The landing's plans (docs/decisions/0031-one-price-catalogue.md), Scale the one popular.
    expect(
      packages.map((p) => [
        p.code,
        p.name,
        p.price,
        p.yearlyPrice,
        p.currency,
        p.isPopular,
        p.showOnDashboard,
      ]),
    ).toEqual([
      ['launch', 'Launch', 349, 3290, 'TRY', false, true],
      ['scale', 'Scale', 649, 5990, 'TRY', true, true],
      ['vision', 'Vision', 1190, 10990, 'TRY', false, true],
    ])
    expect(packages.every((p) => p.features.length > 0 && p.limitations.websites > 0)).toBe(true)
    expect(admin?.packageId).toBe(packages[2]?.id)
    const settings = await repos.settings.get()
    expect(settings).toMatchObject({
      sessionTimeout: 30,
      passwordMinLength: 8,
      maxFileSize: 10,
      smtpPort: 587,
      smtpEncryption: 'tls',
      maxRequestsPerMinute: 100,
      backupFrequency: 'daily',
      language: 'tr',
      timezone: 'Europe/Istanbul',
      currency: 'TRY',
      paymentGateway: 'iyzico',
      theme: 'light',
    })
    expect(settings).toEqual({
      ...defaultSystemSettings,
      siteUrl: 'http://localhost:4451',
      adminEmail: 'yonetici@sitekur.app',
      supportEmail: 'yonetici@sitekur.app',
    })
  }, 60_000)

  it('is idempotent: a second run (demo data included) leaves the same rows', async () => {
    database = await openPgliteTestDatabase()
    const lines: string[] = []
    await seedDatabase(options(database, lines, { adminPassword: 'Cok-Gizli-Parola-1', demo: true }))
    const first = await snapshot(database)
    expect(first.counts).toMatchObject({
      users: 6,
      packages: 3,
      websites: 5,
      invoices: 4,
      website_requests: 5,
    })
    expect(lines.join('\n')).not.toContain('Cok-Gizli-Parola-1')
    const again = await seedDatabase(
      options(database, lines, { adminPassword: 'Cok-Gizli-Parola-1', demo: true }),
    )
    expect(again).toEqual({ base: false, admin: 'exists', demo: false })
    expect(await snapshot(database)).toEqual(first)
    const repos = sqlRepositories(database.db, database.driver)
    const demoUser = await repos.users.findByEmail('mehmet.demir@example.com')
    expect(await createArgon2Hasher().verify(demoUser?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true)
    const scale = await repos.packages.findOne({ code: 'scale' })
    expect(await repos.users.count({ filter: { packageId: scale?.id ?? '' } })).toBe(1)
    // The website requests are the shared demo ones (the offline demo shows the same), every status.
    const requests = await repos.websiteRequests.list()
    expect(requests.map((r) => r.id).sort()).toEqual(
      Object.values(demoWebsiteRequests)
        .map((d) => d.id)
        .sort(),
    )
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'in-progress', 'completed', 'rejected']),
    )
    const kuafor = await repos.websiteRequests.findById(demoWebsiteRequests.kuafor.id)
    expect(kuafor).toMatchObject({
      userId: 'demo-user-elif',
      userName: 'Elif Şahin',
      websiteName: 'Işıltı Kuaför',
      requestNumber: '482913',
      features: { bookingSystem: true },
      createdAt: '2026-02-27T09:00:00.000Z',
    })
    // The shared demo approvals (api/demo/demo-approvals.ts): the customers' ones, every status.
    const approvals = await repos.resource(approvalResource).list()
    expect(approvals.map((a) => a.id).sort()).toEqual(
      demoApprovals
        .filter((a) => a.owner !== 'demo')
        .map((a) => a.id)
        .sort(),
    )
    expect(new Set(approvals.map((a) => a.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'withdrawn']),
    )
  }, 60_000)

  it('does not bring back a package an admin deleted', async () => {
    database = await openPgliteTestDatabase()
    const lines: string[] = []
    await seedDatabase(options(database, lines))
    const repos = sqlRepositories(database.db, database.driver)
    const launch = await repos.packages.findOne({ code: 'launch' })
    await repos.packages.delete(launch?.id ?? '')
    await seedDatabase(options(database, lines))
    expect(await repos.packages.count()).toBe(2)
  }, 60_000)

  it('moves an install seeded with the six earlier packages onto Launch, Scale and Vision, once', async () => {
    database = await openPgliteTestDatabase()
    const lines: string[] = []
    await seedDatabase(options(database, lines))
    const repos = sqlRepositories(database.db, database.driver)
    // An install from before: the six earlier packages (Pro Plan and Premium both popular), customers on
    // them by id, and no price-catalogue marker.
    for (const pkg of await repos.packages.list()) await repos.packages.delete(pkg.id)
    const at = new Date().toISOString()
    const legacy = new Map<string, string>()
    for (const [name, price, isPopular] of [
      ['Basic Plan', 299, false],
      ['Pro Plan', 599, true],
      ['Premium Plan', 999, false],
      ['Temel', 99, false],
      ['Premium', 199, true],
      ['Kurumsal', 399, false],
    ] as const) {
      const pkg = await repos.packages.create({
        ...defaultPackages[0]!,
        id: randomUUID(),
        code: codeFromName(name),
        name,
        price,
        yearlyPrice: price * 10,
        isPopular,
        createdAt: at,
        updatedAt: at,
      })
      legacy.set(name, pkg.id)
    }
    const onPlan = async (name: string) =>
      (await repos.users.create(
        newUserRecord(
          { id: randomUUID(), name, email: `${randomUUID().slice(0, 8)}@musteri.test`, at },
          { subscription: name, packageId: legacy.get(name) ?? null },
        ),
      ))!
    const customers = await Promise.all(['Basic Plan', 'Premium', 'Premium Plan', 'Temel'].map(onPlan))
    await database.db.execute(sql`delete from system_settings where key = 'seed:price-catalogue'`)

    await seedDatabase(options(database, lines))
    expect(lines.slice(-2)).toEqual([
      'Packages added to the catalogue: Launch, Scale, Vision.',
      'Packages retired, customers moved: Basic Plan, Kurumsal, Premium, Premium Plan, Pro Plan, Temel.',
    ])
    const codeOf = async (userId: string) => {
      const user = await repos.users.findById(userId)
      const pkg = await repos.packages.findById(user?.packageId ?? '')
      return [pkg?.code, user?.subscription]
    }
    expect(await Promise.all(customers.map((user) => codeOf(user.id)))).toEqual([
      ['launch', 'Launch'],
      ['scale', 'Scale'],
      ['vision', 'Vision'],
      ['launch', 'Launch'],
    ])
    const retired = await repos.packages.list({ oneOf: { field: 'id', values: [...legacy.values()] } })
    expect(retired.every((pkg) => !pkg.isActive && !pkg.showOnDashboard && !pkg.isPopular)).toBe(true)
    expect((await repos.packages.list({ filter: { isPopular: true } })).map((pkg) => pkg.code)).toEqual([
      'scale',
    ])
    const count = await repos.packages.count()
    await seedDatabase(options(database, lines))
    expect(await repos.packages.count()).toBe(count)
  }, 60_000)
})
