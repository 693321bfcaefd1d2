import type { Repositories } from '../ports'
import type { Package, PackageRecord } from './package.shared'
import type { PackageStats } from './package-admin.shared'

// What the back-office reads of packages: each with its subscribers counted from users.packageId, and
// the stat cards (docs/rules/packages.md#figures).

export const countSubscribers = (repos: Repositories, packageId: string) =>
  repos.users.count({ filter: { packageId } })

/** The subscribers of each of `packageIds` (0 for a package nobody is on), in one grouped count. */
export async function countSubscribersOf(
  repos: Repositories,
  packageIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(packageIds.map((id) => [id, 0]))
  if (packageIds.length === 0) return counts
  const grouped = await repos.users.countBy('packageId', {
    oneOf: { field: 'packageId', values: [...packageIds] },
  })
  for (const { value, count } of grouped) if (value !== null) counts.set(value, count)
  return counts
}

export async function toPackageView(repos: Repositories, record: PackageRecord): Promise<Package> {
  return { ...record, subscriberCount: await countSubscribers(repos, record.id) }
}

/** A page of packages as the back-office lists them: one count for the whole page, not one per row. */
export async function toPackageViews(repos: Repositories, records: PackageRecord[]): Promise<Package[]> {
  const counts = await countSubscribersOf(
    repos,
    records.map((record) => record.id),
  )
  return records.map((record) => ({ ...record, subscriberCount: counts.get(record.id) ?? 0 }))
}

export async function packageStats(repos: Repositories): Promise<PackageStats> {
  const [total, active, packages] = await Promise.all([
    repos.packages.count(),
    repos.packages.count({ filter: { isActive: true } }),
    repos.packages.list({ limit: 500 }),
  ])
  const counts = await countSubscribersOf(
    repos,
    packages.map((pkg) => pkg.id),
  )
  const perPackage = packages.map((pkg) => counts.get(pkg.id) ?? 0)
  return {
    total,
    active,
    subscribers: perPackage.reduce((sum, count) => sum + count, 0),
    // Lira only: a package priced in USD or EUR has no place in a ₺ figure.
    monthlyRevenue: packages.reduce(
      (sum, pkg, i) => (pkg.currency === 'TRY' ? sum + pkg.price * (perPackage[i] ?? 0) : sum),
      0,
    ),
  }
}
