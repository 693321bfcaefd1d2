import type { Repositories } from '../ports'
import type { PackageRecord } from './package.shared'

// Exactly one package is 'En popüler' (docs/rules/packages.md#popular): marking one popular takes the
// mark off every other package in the same transaction, on every store.

/** The lock the writes that mark a package popular take, so two at once cannot leave two popular. */
export const POPULAR_LOCK = 'packages:popular'

export interface PopularCleared {
  before: PackageRecord
  after: PackageRecord
}

/** Takes the popular mark off every package but `keepId` (inside the caller's transaction). */
export async function keepOnlyPopular(
  tx: Repositories,
  keepId: string,
  at: string,
): Promise<PopularCleared[]> {
  await tx.lock(POPULAR_LOCK)
  const popular = await tx.packages.list({ filter: { isPopular: true }, limit: 500 })
  const cleared: PopularCleared[] = []
  for (const before of popular) {
    if (before.id === keepId) continue
    const after = await tx.packages.update(before.id, { isPopular: false, updatedAt: at })
    if (after) cleared.push({ before, after })
  }
  return cleared
}
