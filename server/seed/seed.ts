import { randomBytes } from 'node:crypto'
import type { Repositories } from '../../api/ports'
import type { Clock, Ids, PasswordHasher } from '../../api/ports/infrastructure'
import { defaultSystemSettings, type SystemSettings } from '../../api/settings/settings.shared'
import { newUserRecord } from '../../api/users/user.shared'
import type { Database, Db } from '../db/database'
import { sqlRepositories } from '../repositories/sql-repositories'
import { CATALOGUE_MARKER, seedPriceCatalogue } from '../../api/packages/seed-packages'
import { seedDemo } from './seed-demo'
import { setMarkerOnce } from './seed-markers'
import { ADMIN_PACKAGE_CODE } from '../../api/packages/default-packages.shared'

// First start: the first admin, the package catalogue and the default settings. SEED_DEMO adds the demo's
// customers, websites, requests, tickets, invoices, visits and activity (seed-demo.ts). Every part runs
// in one transaction behind a marker row, so running it again (or two servers starting at once) changes
// nothing.

export interface SeedOptions {
  database: Database
  passwords: PasswordHasher
  clock: Clock
  ids: Ids
  adminEmail: string
  adminPassword?: string | undefined
  publicUrl: string
  /** The settings a new database starts with, over the defaults (INITIAL_SETTINGS). */
  initialSettings?: Partial<SystemSettings>
  demo: boolean
  log: (line: string) => void
}

export interface SeedReport {
  base: boolean
  admin: 'created' | 'promoted' | 'exists'
  demo: boolean
}

async function seedSettings(repos: Repositories, options: SeedOptions) {
  if ((await repos.settings.get()) === null) {
    const adminEmail = options.adminEmail.trim().toLocaleLowerCase('tr-TR')
    await repos.settings.put({
      ...defaultSystemSettings,
      siteUrl: options.publicUrl,
      adminEmail,
      supportEmail: adminEmail,
      ...options.initialSettings,
    })
  }
}

async function ensureAdmin(
  repos: Repositories,
  options: SeedOptions,
  now: string,
): Promise<SeedReport['admin']> {
  if ((await repos.users.count({ filter: { role: 'admin' } })) > 0) return 'exists'
  const email = options.adminEmail.trim().toLocaleLowerCase('tr-TR')
  const password = options.adminPassword ?? randomBytes(15).toString('base64url')
  const passwordHash = await options.passwords.hash(password)
  // The first admin is on the catalogue's top package (docs/rules/packages.md#seeding).
  const premium = await repos.packages.findOne({ code: ADMIN_PACKAGE_CODE })
  const existing = await repos.users.findByEmail(email)
  if (existing) {
    await repos.users.update(existing.id, {
      role: 'admin',
      status: 'active',
      updatedAt: now,
      ...(options.adminPassword ? { passwordHash } : {}),
    })
    options.log(`Existing account ${email} promoted to first admin.`)
    return 'promoted'
  }
  await repos.users.create(
    newUserRecord(
      { id: options.ids.uuid(), name: 'SiteKur Yönetici', email, at: now },
      {
        role: 'admin',
        subscription: premium?.name ?? 'free',
        subscriptionStatus: 'active',
        packageId: premium?.id ?? null,
        passwordHash,
        emailVerifiedAt: now,
      },
    ),
  )
  if (options.adminPassword) options.log(`First admin created: ${email} (password from ADMIN_PASSWORD).`)
  else {
    options.log(
      `First admin created: ${email} / ${password}\n` +
        '  This password is shown only once; sign in and change it, or set ADMIN_PASSWORD.',
    )
  }
  return 'created'
}

export async function seedDatabase(options: SeedOptions): Promise<SeedReport> {
  const { database } = options
  const now = options.clock.now()
  const inTransaction = <R>(fn: (tx: Db, repos: Repositories) => Promise<R>) =>
    database.db.transaction((tx) => fn(tx, sqlRepositories(tx, database.driver, true)))

  const report = await inTransaction(async (tx, repos) => {
    const base = await setMarkerOnce(tx, 'seed:base', now)
    if (base) await seedSettings(repos, options)
    if (await setMarkerOnce(tx, CATALOGUE_MARKER, now)) {
      const { added, retired } = await seedPriceCatalogue(repos, options.ids, now.toISOString())
      if (added.length > 0 && !base) options.log(`Packages added to the catalogue: ${added.join(', ')}.`)
      if (retired.length > 0) options.log(`Packages retired, customers moved: ${retired.join(', ')}.`)
    }
    const admin = await ensureAdmin(repos, options, now.toISOString())
    return { base, admin }
  })
  const demo = options.demo
    ? await inTransaction(async (tx, repos) => {
        if (!(await setMarkerOnce(tx, 'seed:demo', now))) return false
        await seedDemo(tx, repos, options)
        return true
      })
    : false
  if (demo) options.log('Demo data added (SEED_DEMO=1).')
  return { ...report, demo }
}
