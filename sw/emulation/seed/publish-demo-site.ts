import type { ApiPorts } from '../../../api/ports'
import type { Services } from '../../../api/services'
import type { EmulationDb } from '../dexie-db'
import { demoLiveWebsite } from '../../../api/demo/demo-account'
import { listedDemoKeys } from '../../../api/demo/demo-record-keys'
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed-demo-data'

// The offline demo's customer starts with one live site (Demo Kafe, as the team published it), so the
// demo shows what a live site has: its address, "Yayınla" once it is edited, its versions
// (docs/rules/offline-demo-and-sync.md#demo-data). Published once, by the real publication, and marked:
// a site the demo admin takes down stays down on the next worker start.

export const PUBLISHED_MARKER = 'seed:published-site'

export async function publishDemoSite(db: EmulationDb, services: Services, ports: ApiPorts): Promise<void> {
  if ((await db.meta.get(PUBLISHED_MARKER)) !== undefined) return
  const [admin, customer] = await Promise.all([
    ports.repos.users.findByEmail(DEMO_ADMIN.email),
    ports.repos.users.findByEmail(DEMO_CUSTOMER.email),
  ])
  const website = customer && (await demoLiveWebsite(ports.repos, customer, listedDemoKeys))
  if (!admin || !website) return
  if (!website.publishedAt) await services.publishing.publish(website.id, admin, '127.0.0.1')
  await db.meta.put({ key: PUBLISHED_MARKER, value: ports.clock.now().toISOString() })
}
