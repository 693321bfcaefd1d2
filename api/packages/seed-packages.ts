import type { Repositories } from '../ports'
import { defaultPackages } from './default-packages.shared'
import { LEGACY_PLAN_CODES } from './package-rules.shared'
import { keepOnlyPopular } from './popular-package'
import { loadCatalogue } from './user-package'

/**
 * Adds each default package (docs/decisions/0031-one-price-catalogue.md) whose code no package has yet,
 * and answers the names it added. Both hosts run it once, behind a marker (server/seed/seed.ts,
 * sw/emulation/seed/seed-offline-demo.ts): a package an admin deleted later does not come back. When it
 * adds the popular Scale, no other package stays popular.
 */
export async function addMissingDefaultPackages(
  repos: Repositories,
  ids: { uuid(): string },
  at: string,
): Promise<string[]> {
  const codes = new Set((await loadCatalogue(repos)).map((pkg) => pkg.code))
  const added: string[] = []
  for (const seed of defaultPackages) {
    if (codes.has(seed.code)) continue
    const record = await repos.packages.create({ ...seed, id: ids.uuid(), createdAt: at, updatedAt: at })
    if (record.isPopular) await keepOnlyPopular(repos, record.id, at)
    added.push(seed.name)
  }
  return added
}

/**
 * The six packages earlier installs were seeded with (Basic Plan, Pro Plan, Premium Plan, Temel, Premium,
 * Kurumsal) give way to the package their name stands for (docs/decisions/0031-one-price-catalogue.md):
 * their customers move to it (packageId and subscription), and they are switched off (inactive, not
 * offered, not popular), kept for the invoices that name them. Answers the names switched off.
 */
export async function retireLegacyPackages(repos: Repositories, at: string): Promise<string[]> {
  const catalogue = await loadCatalogue(repos)
  const retired: string[] = []
  const byName = [...catalogue].sort((a, b) => a.name.localeCompare(b.name, 'tr'))
  for (const legacy of byName) {
    const code = LEGACY_PLAN_CODES[legacy.name.trim().toLocaleLowerCase('en-US')]
    const target = code ? catalogue.find((pkg) => pkg.code === code) : undefined
    if (!target || target.id === legacy.id) continue
    const users = await repos.users.list({ filter: { packageId: legacy.id }, limit: 100_000 })
    for (const user of users)
      await repos.users.update(user.id, { packageId: target.id, subscription: target.name, updatedAt: at })
    if (!legacy.isActive && !legacy.showOnDashboard && !legacy.isPopular) continue
    await repos.packages.update(legacy.id, {
      isActive: false,
      showOnDashboard: false,
      isPopular: false,
      updatedAt: at,
    })
    retired.push(legacy.name)
  }
  return retired
}

/**
 * The marker both hosts set when the price catalogue was seeded (docs/rules/packages.md#seeding). Its
 * own name: an install seeded with the six earlier packages runs this step once more.
 */
export const CATALOGUE_MARKER = 'seed:price-catalogue'

/** The default packages added, then the earlier packages retired (their customers moved). */
export async function seedPriceCatalogue(
  repos: Repositories,
  ids: { uuid(): string },
  at: string,
): Promise<{ added: string[]; retired: string[] }> {
  const added = await addMissingDefaultPackages(repos, ids, at)
  const retired = await retireLegacyPackages(repos, at)
  return { added, retired }
}
