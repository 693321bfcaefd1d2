import { sql } from 'drizzle-orm'
import { resources } from '../../api/kernel/resources'
import { defaultContactPreferences } from '../../api/schemas/user'
import {
  demoWebsiteRequestRecord,
  demoWebsiteRequests,
  type DemoWebsiteRequestKey,
} from '../../api/website-requests/demo-website-requests'
import type { Db } from '../db/database'
import { invoices } from '../db/schema/billing'
import { customerRequests, supportTickets } from '../db/schema/requests'
import { packages, users } from '../db/schema/users'
import { websites } from '../db/schema/websites'
import { resourceRepository } from '../repositories/resource-repository'
import {
  DEMO_PASSWORD,
  demoCustomerRequests,
  demoInvoices,
  demoTickets,
  demoUsers,
  demoWebsiteRequestOwners,
  demoWebsites,
} from './demo-data'
import type { SeedOptions } from './seed'
import { seedDemoMessages } from './seed-demo-messages'

const DAY = 86_400_000

export async function seedDemo(db: Db, options: Pick<SeedOptions, 'passwords' | 'clock'>): Promise<void> {
  const now = options.clock.now()
  const ago = (days: number) => new Date(now.getTime() - days * DAY)
  const plans = new Map((await db.select().from(packages)).map((p) => [p.name, p]))
  const passwordHash = await options.passwords.hash(DEMO_PASSWORD)
  const userById = new Map(demoUsers.map((u) => [u.id, u]))

  await db
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: 'user',
        status: u.status,
        subscription: u.plan ?? 'free',
        subscriptionStatus: u.plan && u.status === 'active' ? 'active' : 'inactive',
        subscriptionExpiry: u.plan ? new Date(now.getTime() + 30 * DAY) : null,
        packageId: u.plan ? (plans.get(u.plan)?.id ?? null) : null,
        phone: u.phone,
        contactPreferences: defaultContactPreferences,
        passwordHash,
        emailVerifiedAt: u.status === 'pending' ? null : ago(u.daysAgo),
        lastLoginAt: u.status === 'active' ? ago(1) : null,
        createdAt: ago(u.daysAgo),
        updatedAt: ago(u.daysAgo),
      })),
    )
    .onConflictDoNothing()

  await db
    .insert(websites)
    .values(
      demoWebsites.map((w) => {
        const owner = userById.get(w.owner)
        return {
          id: w.id,
          ownerId: w.owner,
          ownerEmail: owner?.email ?? '',
          owner: owner?.name ?? null,
          name: w.name,
          domain: w.domain,
          description: w.description,
          template: w.template,
          status: w.status,
          plan: owner?.plan ?? null,
          visitors: w.visitors,
          storage: 120,
          lastModified: ago(3),
          createdAt: ago((owner?.daysAgo ?? 10) - 1),
        }
      }),
    )
    .onConflictDoNothing()

  const requests = resourceRepository(db, resources.websiteRequests)
  for (const [key, ownerId] of Object.entries(demoWebsiteRequestOwners)) {
    const demo = demoWebsiteRequests[key as DemoWebsiteRequestKey]
    const owner = userById.get(ownerId)
    if (!owner || (await requests.findById(demo.id))) continue
    await requests.create(demoWebsiteRequestRecord(demo, owner, now))
  }

  await db
    .insert(customerRequests)
    .values(
      demoCustomerRequests.map((r) => ({
        id: r.id,
        userId: r.user,
        websiteId: r.website,
        website: demoWebsites.find((w) => w.id === r.website)?.domain ?? null,
        type: r.type,
        title: r.title,
        description: r.description,
        priority: r.priority,
        status: r.status,
        createdAt: ago(r.daysAgo),
        updatedAt: ago(r.daysAgo),
      })),
    )
    .onConflictDoNothing()

  await db
    .insert(supportTickets)
    .values(
      demoTickets.map((t) => ({
        id: t.id,
        userId: t.user,
        title: t.title,
        description: t.description,
        priority: t.priority,
        status: t.status,
        createdAt: ago(t.daysAgo),
        updatedAt: ago(t.daysAgo),
      })),
    )
    .onConflictDoNothing()

  await db
    .insert(invoices)
    .values(
      demoInvoices.map((i) => {
        const user = userById.get(i.user)
        return {
          id: i.id,
          number: i.number,
          userId: i.user,
          customerName: user?.name ?? '',
          customerEmail: user?.email ?? '',
          amount: i.amount,
          status: i.status,
          subscription: i.plan,
          description: `${i.plan} aylık abonelik`,
          issueDate: ago(i.issuedDaysAgo),
          dueDate: ago(i.issuedDaysAgo - 30),
          paidDate: i.paid ? ago(i.issuedDaysAgo - 2) : null,
          createdAt: ago(i.issuedDaysAgo),
          updatedAt: ago(i.issuedDaysAgo),
        }
      }),
    )
    .onConflictDoNothing()

  await seedDemoMessages(db, ago)

  // Subscriber counts follow the users now on each package.
  await db
    .update(packages)
    .set({
      subscriberCount: sql`(select count(*) from ${users} where ${users.packageId} = ${packages.id})::int`,
    })
    .where(sql`true`)
}
