import { seedDemoCustomers } from '../../api/demo/seed-demo-customers'
import { listedDemoKeys } from '../../api/demo/demo-record-keys'
import type { Repositories } from '../../api/ports'
import type { Db } from '../db/database'
import type { Clock, PasswordHasher } from '../../api/ports/infrastructure'
import { seedDemoMessages } from './seed-demo-messages'

// SEED_DEMO=1: the demo's customers with their websites and everything of theirs, the same records the
// offline demo shows (api/demo/, docs/rules/offline-demo-and-sync.md#demo-data), plus the server's own
// messages (seed-demo-messages.ts). The customers sign in with DEMO_PASSWORD; the first admin answers
// their threads. Runs once, behind the `seed:demo` marker (seed.ts).

export const DEMO_PASSWORD = 'sitekur-demo'

const DAY = 86_400_000

export async function seedDemo(
  db: Db,
  repos: Repositories,
  options: { passwords: PasswordHasher; clock: Clock },
): Promise<void> {
  const now = options.clock.now()
  const [admin] = await repos.users.list({
    filter: { role: 'admin' },
    orderBy: { field: 'createdAt', direction: 'asc' },
    limit: 1,
  })
  if (!admin) throw new Error('demo seed: no admin (the base seed creates the first one)')
  await seedDemoCustomers({
    tx: repos,
    passwords: options.passwords,
    now,
    created: [],
    admin,
    demoCustomer: null,
    customerPassword: DEMO_PASSWORD,
    customerWebsites: true,
    keys: listedDemoKeys,
  })
  await seedDemoMessages(db, (days) => new Date(now.getTime() - days * DAY))
}
