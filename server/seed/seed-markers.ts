import type { Db } from '../db/database'
import { systemSettings } from '../db/schema/system'

// Which seeds have run, stored next to the settings. A seed runs once: when an admin later deletes
// a seeded package, a restart does not bring it back.
// 'seed:catalogue': the default packages missing by name, added once (the dashboard plans joined an
// install whose base seed had only the managed packages).
export type SeedMarker = 'seed:base' | 'seed:catalogue' | 'seed:demo'

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
