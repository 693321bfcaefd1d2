import type { Repositories } from '../ports'
import type { PackageRecord } from './package.shared'
import { planCodeOf, planKey, sameName } from './package-rules.shared'
import type { UserRecord } from '../users/user.shared'

// The one answer to "which package is this user on" (docs/rules/packages.md#the-users-package): the
// customer's Ödeme, the invoices that charge for it and the plan-change approvals read it from here.

/** The catalogue is small (a few dozen packages at most): one page holds it. */
const CATALOGUE_LIMIT = 500

/** The package with this name, compared the Turkish way; null when none has it. */
export async function findPackageByName(repos: Repositories, name: string): Promise<PackageRecord | null> {
  if (!name.trim()) return null
  return packageNamed(await loadCatalogue(repos), name)
}

/**
 * The package a plan text names (docs/rules/packages.md#the-users-package): an active package by name
 * (any case); else by code ('scale') or the code an older plan name stands for ('Basic Plan', 'Temel',
 * 'basic' → launch); else an inactive package by name. Null when none does.
 */
export function packageNamed(catalogue: readonly PackageRecord[], text: string): PackageRecord | null {
  if (!text.trim()) return null
  const named = catalogue.filter((pkg) => sameName(pkg.name, text))
  const active = named.find((pkg) => pkg.isActive)
  if (active) return active
  const code = planCodeOf(text)
  return (code && catalogue.find((pkg) => pkg.code === code)) || named[0] || null
}

/**
 * The user's package: the one `packageId` names; else the package the `subscription` text names, by
 * name, code or older name (packageNamed). Null: the free plan, or a plan the catalogue does not know.
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
  return packageInCatalogue(await loadCatalogue(repos), user)
}

/** The same answer from a catalogue already loaded: for going through many users at once. */
export function packageInCatalogue(
  catalogue: readonly PackageRecord[],
  user: Pick<UserRecord, 'packageId' | 'subscription'>,
): PackageRecord | null {
  const byId = user.packageId ? catalogue.find((pkg) => pkg.id === user.packageId) : undefined
  if (byId) return byId
  if (planKey(user.subscription) === 'free') return null
  return packageNamed(catalogue, user.subscription)
}

/** The whole catalogue (one page holds it). */
export function loadCatalogue(repos: Repositories): Promise<PackageRecord[]> {
  return repos.packages.list({ limit: CATALOGUE_LIMIT })
}
