import type { Repositories } from '../ports'
import { defaultPackages } from './default-packages'
import { findPackageByName } from './user-package'

/**
 * Adds each default package (docs/decisions/0014-one-package-catalogue.md) that no package is named
 * after yet, and answers the names it added. Both hosts run it once, behind a marker
 * (server/seed/seed.ts, sw/emulated-api.ts): an install seeded before the dashboard plans joined the
 * catalogue gets them, and a package an admin deleted later does not come back.
 */
export async function addMissingDefaultPackages(
  repos: Repositories,
  ids: { uuid(): string },
  at: string,
): Promise<string[]> {
  const added: string[] = []
  for (const seed of defaultPackages) {
    if (await findPackageByName(repos, seed.name)) continue
    await repos.packages.create({ ...seed, id: ids.uuid(), createdAt: at, updatedAt: at })
    added.push(seed.name)
  }
  return added
}
