import type { ApiPorts } from '../../../api/ports'
import type { EmulationDb } from '../dexie-db'
import { CATALOGUE_MARKER } from '../../../api/packages/seed-packages'
import { seedDemoData, type SeedResult } from './seed-demo-data'

// The offline demo's seed with its one piece of bookkeeping: the default packages are added once
// (a marker row in the emulation database's meta table), so a package the demo admin deleted does not
// come back on the next worker start, while a demo seeded with the earlier six packages gets Launch,
// Scale and Vision and its customers move to them (docs/rules/packages.md#seeding).

export { CATALOGUE_MARKER }

export async function seedOfflineDemo(db: EmulationDb, ports: ApiPorts): Promise<SeedResult> {
  const seeded = (await db.meta.get(CATALOGUE_MARKER)) !== undefined
  const result = await seedDemoData(ports, { addMissingPackages: !seeded })
  // Set after the seed committed: a failed seed is tried again, and adding by name never duplicates.
  if (!seeded) await db.meta.put({ key: CATALOGUE_MARKER, value: ports.clock.now().toISOString() })
  return result
}
