import type { Repositories } from '../ports'
import type { Package, PackageRecord } from './package.shared'
import { monthlyPrice } from './package-rules.shared'
import type { PackageStats } from './package-admin.shared'

// What the back-office reads of packages: each with its subscribers counted from users.packageId, and
// the stat cards (docs/rules/packages.md#figures).

export const countSubscribers = (repos: Repositories, packageId: string) =>
  repos.users.count({ filter: { packageId } })

export async function toPackageView(repos: Repositories, record: PackageRecord): Promise<Package> {
  return { ...record, subscriberCount: await countSubscribers(repos, record.id) }
}

export async function packageStats(repos: Repositories): Promise<PackageStats> {
  const [total, active, packages] = await Promise.all([
    repos.packages.count(),
    repos.packages.count({ filter: { isActive: true } }),
    repos.packages.list({ limit: 500 }),
  ])
  const perPackage = await Promise.all(packages.map((pkg) => countSubscribers(repos, pkg.id)))
  return {
    total,
    active,
    subscribers: perPackage.reduce((sum, count) => sum + count, 0),
    // Lira only: a package priced in USD or EUR has no place in a ₺ figure.
    monthlyRevenue: packages.reduce(
      (sum, pkg, i) => (pkg.currency === 'TRY' ? sum + monthlyPrice(pkg) * (perPackage[i] ?? 0) : sum),
      0,
    ),
  }
}
