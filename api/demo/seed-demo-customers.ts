import { newUserRecord, type UserRecord } from '../users/user.shared'
import {
  demoWebsiteRequestRecord,
  demoWebsiteRequests,
  type DemoWebsiteRequestKey,
} from '../website-requests/demo-website-requests'
import type { WebsiteRequestFieldsBody } from '../website-requests/website-request-body.shared'
import { seedDemoActivity } from './demo-activity'
import { demoWebsiteRecord } from './demo-website-record'
import { seedDemoApprovals } from './demo-approvals'
import { seedDemoFormSubmissions } from './demo-form-submissions'
import {
  demoCustomers,
  demoCustomerWebsites,
  demoWebsiteRequestOwners,
  type DemoOwner,
} from './demo-customers'
import type { DemoRecordKeys } from './demo-record-keys'
import {
  before,
  DAY,
  type DemoCustomersSeedContext,
  type DemoOwners,
  type DemoSeedContext,
} from './demo-seed-context'
import { seedDemoInvoices, seedDemoVisits } from './seed-demo-billing'
import { seedDemoCustomerRequests, seedDemoReplies, seedDemoTickets } from './seed-demo-desk'

// The demo's customers and everything of theirs, seeded the same way by both hosts
// (docs/rules/offline-demo-and-sync.md#demo-data): the server's SEED_DEMO (server/seed/seed-demo.ts) and
// the offline demo (sw/emulation/seed/seed-demo-data.ts). Each host brings its own accounts (the admin,
// and the offline demo's demo customer) and the customers' password. Every record has a fixed id (a
// customer: also their e-mail) and is created only when missing: seeding again adds only what is missing.
// seedDemoRecords is also how a demo sign-in gives a user a copy of owner `demo`'s records
// (copy-demo-account.ts): the context's keys then write the copy's ids and unique values.

/** The package with this code (the demo's plans are the catalogue's codes), or null. */
const packageOf = ({ tx }: DemoSeedContext, code: string) => tx.packages.findOne({ code })

async function seedCustomers(context: DemoCustomersSeedContext): Promise<DemoOwners> {
  const { tx, now, created } = context
  const owners = new Map<DemoOwner, UserRecord>()
  if (context.demoCustomer) owners.set('demo', context.demoCustomer)
  let passwordHash: string | null = null
  for (const customer of demoCustomers) {
    const existing = await tx.users.findByEmail(customer.email)
    if (existing) {
      owners.set(customer.key, existing)
      continue
    }
    const at = before(now, customer.daysAgo)
    const invited = customer.status === 'pending'
    // One hash for all of them.
    if (!invited) passwordHash ??= await context.passwords.hash(context.customerPassword)
    const pkg = customer.plan === 'free' ? null : await packageOf(context, customer.plan)
    const paying = pkg !== null
    const user = await tx.users.create(
      newUserRecord(
        { id: customer.id, name: customer.name, email: customer.email, at },
        {
          status: customer.status,
          subscription: pkg?.name ?? 'free',
          subscriptionStatus: paying && customer.status === 'active' ? 'active' : 'inactive',
          subscriptionExpiry: paying ? new Date(now.getTime() + 30 * DAY).toISOString() : null,
          packageId: pkg?.id ?? null,
          phone: customer.phone,
          passwordHash: invited ? null : passwordHash,
          emailVerifiedAt: invited ? null : at,
          lastLoginAt: customer.status === 'active' ? before(now, 2) : null,
        },
      ),
    )
    owners.set(customer.key, user)
    created.push(`user:${customer.email}`)
  }
  return owners
}

async function seedCustomerWebsites(context: DemoSeedContext, owners: DemoOwners): Promise<void> {
  const { tx, now, created, keys } = context
  for (const site of demoCustomerWebsites) {
    const owner = owners.get(site.owner)
    const [id, domain] = [keys.id(site.id), keys.domain(site.domain)]
    if (!owner || (await tx.websites.findById(id)) || (await tx.websites.findByDomain(domain))) continue
    const ownerSince = demoCustomers.find((c) => c.key === site.owner)?.daysAgo ?? 10
    await tx.websites.create(
      demoWebsiteRecord(site, {
        id,
        domain,
        owner,
        lastModified: before(now, 3),
        createdAt: before(now, ownerSince - 1),
      }),
    )
    created.push(`website:${domain}`)
  }
}

/** Every demo website request: the host's demo customer's, or else the customer who asked for it. */
async function seedWebsiteRequests(context: DemoSeedContext, owners: DemoOwners): Promise<void> {
  const { tx, now, created, keys } = context
  for (const [key, demo] of Object.entries(demoWebsiteRequests)) {
    const owner = context.demoCustomer ?? owners.get(demoWebsiteRequestOwners[key as DemoWebsiteRequestKey])
    const id = keys.id(demo.id)
    if (!owner || (await tx.websiteRequests.findById(id))) continue
    const requestNumber = await firstFreeRequestNumber(tx, await keys.requestNumbers(demo.requestNumber))
    if (!requestNumber) continue
    const input = { ...demo.input, ...domainsOf(demo.input, keys) }
    await tx.websiteRequests.create(
      demoWebsiteRequestRecord({ ...demo, id, requestNumber, input }, owner, now),
    )
    created.push(`website-request:${requestNumber}`)
  }
}

/** A request's domains (its own, the one it asks for) as the keys write them: a website may take them. */
function domainsOf(input: WebsiteRequestFieldsBody, keys: DemoRecordKeys) {
  const { domain, requestedDomain } = input
  return {
    ...(domain ? { domain: keys.domain(domain) } : {}),
    ...(requestedDomain ? { requestedDomain: keys.domain(requestedDomain) } : {}),
  }
}

async function firstFreeRequestNumber(
  tx: DemoSeedContext['tx'],
  candidates: readonly string[],
): Promise<string | null> {
  for (const requestNumber of candidates)
    if ((await tx.websiteRequests.count({ filter: { requestNumber } })) === 0) return requestNumber
  return null
}

/** Seeds the demo's customers and everything of theirs (seedDemoRecords). */
export async function seedDemoCustomers(context: DemoCustomersSeedContext): Promise<void> {
  await seedDemoRecords(context, await seedCustomers(context))
}

/**
 * The records of the demo's owners (`owners`; owner `demo`: the context's demo customer): their websites
 * (if asked), website requests, desk, invoices, visits, approvals, Demo Kafe's form submissions and activity.
 */
export async function seedDemoRecords(context: DemoSeedContext, owners: DemoOwners): Promise<void> {
  if (context.customerWebsites) await seedCustomerWebsites(context, owners)
  await seedWebsiteRequests(context, owners)
  await seedDemoCustomerRequests(context, owners)
  await seedDemoTickets(context, owners)
  await seedDemoReplies(context, owners)
  await seedDemoInvoices(context, owners)
  await seedDemoVisits(context)
  await seedDemoApprovals(context, owners)
  await seedDemoFormSubmissions(context)
  await seedDemoActivity(context, owners)
}
