import { expect } from 'vitest'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import { subscriptionResource } from '../../api/subscriptions/subscription-resource'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import type { PackageRecord } from '../../api/packages/package.shared'
import type { Harness } from './harness'

/** Launch (349 / 3.290) and Scale (649 / 5.990), active, under codes and names of this test alone. */
export async function testCatalogue(h: Harness): Promise<{ launch: PackageRecord; scale: PackageRecord }> {
  const tag = crypto.randomUUID().slice(0, 8)
  const make = (n: number, name: string, price: number, yearlyPrice: number) =>
    h.ports.repos.packages.create(
      sampleRecord(resources.packages, n, {
        id: crypto.randomUUID(),
        code: `${name.toLowerCase()}-${tag}`,
        name: `${name} ${tag}`,
        price,
        yearlyPrice,
        isActive: true,
      }),
    )
  return { launch: await make(1, 'Launch', 349, 3_290), scale: await make(2, 'Scale', 649, 5_990) }
}

/**
 * The one invoice `userId` has is `pkg`'s first whole year (5.990 + KDV) and the subscription is active for
 * a year: what registration with `plan=scale&period=yearly` leads to, by verification or by Google.
 */
export async function expectFirstYearOf(h: Harness, userId: string, pkg: PackageRecord) {
  const [invoice, ...others] = await h.ports.repos
    .resource(invoiceResource)
    .list({ filter: { userId }, orderBy: { field: 'issueDate', direction: 'asc' } })
  expect(others).toEqual([])
  expect(invoice).toMatchObject({
    status: 'pending',
    packageId: pkg.id,
    subtotalKurus: 599_000,
    taxKurus: 119_800,
    totalKurus: 718_800,
  })
  expect(invoice!.lines[0]!.description).toMatch(new RegExp(`^${pkg.name} yıllık abonelik \\(`))
  const sub = (await h.ports.repos.resource(subscriptionResource).findById(userId))!
  expect(sub).toMatchObject({ status: 'active', packageId: pkg.id, period: 'yearly' })
  expect(new Date(sub.currentPeriodEnd!).getUTCFullYear()).toBe(
    new Date(sub.currentPeriodStart!).getUTCFullYear() + 1,
  )
  return invoice!
}
