import type { Repositories } from '../ports'
import type { PackageRecord } from './package.shared'
import { DASHBOARD_PLAN_ALIASES, planKey, sameName } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'

// The one answer to "which package is this user on" (docs/rules/packages.md#the-users-package): the
// customer's Ödeme, the invoices that charge for it and the plan-change approvals read it from here.

/** The catalogue is small (a few dozen packages at most): one page holds it. */
const CATALOGUE_LIMIT = 500

/** The package with this name, compared the Turkish way; null when none has it. */
export async function findPackageByName(repos: Repositories, name: string): Promise<PackageRecord | null> {
  if (!name.trim()) return null
  const packages = await repos.packages.list({ limit: CATALOGUE_LIMIT })
  return packages.find((pkg) => sameName(pkg.name, name)) ?? null
}

/**
 * The user's package: the one `packageId` names; else the package named exactly (any case) by
 * `subscription`; else the dashboard plan the customer side's key stands for (basic → Temel, premium →
 * Premium, enterprise and pro → Kurumsal). Null: the free plan, or a plan the catalogue no longer has.
 */
export async function resolveUserPackage(
  repos: Repositories,
  user: Pick<UserRecord, 'packageId' | 'subscription'>,
): Promise<PackageRecord | null> {
  if (user.packageId) {
    const pkg = await repos.packages.findById(user.packageId)
    if (pkg) return pkg
  }
  if (planKey(user.subscription) === 'free') return null
  return packageInCatalogue(await repos.packages.list({ limit: CATALOGUE_LIMIT }), user)
}

/** The same answer from a catalogue already loaded: for going through many users at once. */
export function packageInCatalogue(
  catalogue: readonly PackageRecord[],
  user: Pick<UserRecord, 'packageId' | 'subscription'>,
): PackageRecord | null {
  const byId = user.packageId ? catalogue.find((pkg) => pkg.id === user.packageId) : undefined
  if (byId) return byId
  const key = planKey(user.subscription)
  if (key === 'free') return null
  const byName = (name: string) =>
    name.trim() ? (catalogue.find((pkg) => sameName(pkg.name, name)) ?? null) : null
  const named = byName(user.subscription)
  if (named) return named
  const alias = Object.hasOwn(DASHBOARD_PLAN_ALIASES, key) ? DASHBOARD_PLAN_ALIASES[key] : undefined
  return alias ? byName(alias) : null
}

/** The whole catalogue (one page holds it). */
export function loadCatalogue(repos: Repositories): Promise<PackageRecord[]> {
  return repos.packages.list({ limit: CATALOGUE_LIMIT })
}
