import type { Db } from '../db/database'
import { systemSettings } from '../db/schema/system'

// Which seeds have run, stored next to the settings. A seed runs once: when an admin later deletes
// a seeded package, a restart does not bring it back.
// 'seed:price-catalogue': the default packages (Launch, Scale, Vision) missing by code, added once, and
// the earlier six retired with their customers moved (docs/rules/packages.md#seeding). An install seeded
// before keeps its old 'seed:catalogue' row, which nothing reads any more.
export type SeedMarker = 'seed:base' | 'seed:price-catalogue' | 'seed:demo'

/**
 * Inserts the marker if absent and tells whether this call did. Done first in the seeding
 * transaction: on PostgreSQL a second server starting at the same moment waits on the key and then
 * finds it taken, so the seed is applied once.
 */
export async function setMarkerOnce(db: Db, marker: SeedMarker, at: Date): Promise<boolean> {
  const rows = await db
    .insert(systemSettings)
    .values({ key: marker, value: { seededAt: at.toISOString() }, updatedAt: at })
    .onConflictDoNothing()
    .returning({ key: systemSettings.key })
  return rows.length === 1
}
