import type { ApiPorts, Repositories } from '../../../api/ports'
import { defaultSystemSettings } from '../../../api/settings/settings.shared'
import { newUserRecord, type UserRecord } from '../../../api/users/user.shared'
import { seedPriceCatalogue } from '../../../api/packages/seed-packages'
import { ADMIN_PACKAGE_CODE } from '../../../api/packages/default-packages.shared'
import { seedDemoCustomers } from '../../../api/demo/seed-demo-customers'
import { demoAccountPlan, seedDemoAccountWebsites } from '../../../api/demo/demo-account'
import { listedDemoKeys } from '../../../api/demo/demo-record-keys'
import type { DemoSeedContext } from '../../../api/demo/demo-seed-context'
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_CUSTOMER_EMAIL,
} from '../../../api/auth/demo-accounts.shared'

// The offline demo's data: the demo admin (docs/rules/offline-demo-and-sync.md#demo-sign-in), a demo
// customer with owner `demo`'s plan and three websites (api/demo/demo-account.ts), the package catalogue,
// the default settings, and the demo's customers with everything of theirs, shared with the server's
// SEED_DEMO (api/demo/seed-demo-customers.ts: the demo website requests, Taleplerim requests, support
// tickets and their threads, invoices, site visits, activity; the demo customer's share of them too).
// Idempotent: each item is looked up by its natural key (email, package code, domain, id or number) and
// created only when missing, all in one transaction, so two service-worker starts at once cannot seed twice.

export const DEMO_ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD, name: 'Demo Yönetici' }
// Any password signs the demo customer in; this one is what the seeded account stores.
export const DEMO_CUSTOMER = { email: DEMO_CUSTOMER_EMAIL, password: 'demo1234', name: 'Demo Kullanıcı' }

export interface SeedResult {
  created: string[]
}

type Context = { ports: ApiPorts; tx: Repositories; now: Date; created: string[] }

async function seedPackages({ ports, tx, now, created }: Context): Promise<void> {
  const { added, retired } = await seedPriceCatalogue(tx, ports.ids, now.toISOString())
  created.push(...added.map((name) => `package:${name}`), ...retired.map((name) => `retired:${name}`))
}

export interface SeedDemoOptions {
  /** False: the catalogue was seeded before (sw/emulation/seed/seed-offline-demo.ts); leave it as it is. */
  addMissingPackages?: boolean
}

async function ensureUser(
  { ports, tx, now, created }: Context,
  account: { email: string; password: string; name: string },
  fields: Pick<
    UserRecord,
    'role' | 'subscription' | 'subscriptionStatus' | 'subscriptionExpiry' | 'packageId'
  >,
): Promise<UserRecord> {
  const existing = await tx.users.findByEmail(account.email)
  if (existing) return existing
  const at = now.toISOString()
  const user = await tx.users.create(
    newUserRecord(
      { id: ports.ids.uuid(), name: account.name, email: account.email, at },
      { passwordHash: await ports.passwords.hash(account.password), emailVerifiedAt: at, ...fields },
    ),
  )
  created.push(`user:${account.email}`)
  return user
}

export async function seedDemoData(ports: ApiPorts, options: SeedDemoOptions = {}): Promise<SeedResult> {
  return ports.repos.transaction(async (tx) => {
    const context: Context = { ports, tx, now: ports.clock.now(), created: [] }
    if ((await tx.settings.get()) === null) {
      await tx.settings.put({
        ...defaultSystemSettings,
        siteUrl: ports.config.publicUrl,
        adminEmail: DEMO_ADMIN.email,
        supportEmail: DEMO_ADMIN.email,
      })
      context.created.push('settings')
    }
    if (options.addMissingPackages ?? true) await seedPackages(context)
    // The demo admin is on the catalogue's top package (docs/rules/packages.md#seeding).
    const adminPackage = await tx.packages.findOne({ code: ADMIN_PACKAGE_CODE })
    const admin = await ensureUser(context, DEMO_ADMIN, {
      role: 'admin',
      subscription: adminPackage?.name ?? 'free',
      subscriptionStatus: 'active',
      subscriptionExpiry: null,
      packageId: adminPackage?.id ?? null,
    })
    // Earlier demos seeded the admin on 'premium', a plan text with no package of its own.
    if (admin.subscription === 'premium' && adminPackage) {
      await tx.users.update(admin.id, {
        subscription: adminPackage.name,
        packageId: admin.packageId ?? adminPackage.id,
      })
      context.created.push(`plan:${DEMO_ADMIN.email}`)
    }
    const customer = await ensureUser(context, DEMO_CUSTOMER, {
      role: 'user',
      ...(await demoAccountPlan(tx, context.now)),
    })
    const records: DemoSeedContext = {
      tx,
      now: context.now,
      created: context.created,
      admin,
      demoCustomer: customer,
      customerWebsites: false,
      keys: listedDemoKeys,
    }
    await seedDemoAccountWebsites(records, customer, ports.secrets)
    await seedDemoCustomers({
      ...records,
      passwords: ports.passwords,
      // Not checked (docs/rules/offline-demo-and-sync.md#demo-sign-in).
      customerPassword: ports.ids.uuid(),
    })
    return { created: context.created }
  })
}
