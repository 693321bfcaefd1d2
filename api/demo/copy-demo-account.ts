import type { ApiPorts } from '../ports'
import type { PublishingService } from '../publishing/publishing-service'
import type { UserRecord } from '../users/user.shared'
import { DEMO_CUSTOMER_EMAIL } from '../auth/demo-accounts.shared'
import { demoLiveWebsite, seedDemoAccountWebsites } from './demo-account'
import { demoCustomers } from './demo-customers'
import { demoCopyKeys } from './demo-record-keys'
import type { DemoSeedContext } from './demo-seed-context'
import { seedDemoRecords } from './seed-demo-customers'

// A demo customer who signs in with an address of their own gets their own copy of owner `demo`'s
// records (docs/rules/offline-demo-and-sync.md#demo-data): the websites, website requests, Taleplerim
// requests, tickets and threads, invoices, visits, approval requests and activity that demo@sitekur.app
// has, by the same seed, with ids and unique values of the user's own (demo-record-keys.ts), and Demo Kafe
// published. Only on a host that issues demo tokens (the service worker), never on the server.

export interface DemoCopyDeps {
  ports: ApiPorts
  publishing: Pick<PublishingService, 'publish'>
}

const listedCustomers = new Set(demoCustomers.map((customer) => customer.email))

/** Whether signing in gives `user` a copy: any customer but the demo's own (who have records of their own). */
export function getsDemoCopy(user: UserRecord): boolean {
  return user.role === 'user' && user.email !== DEMO_CUSTOMER_EMAIL && !listedCustomers.has(user.email)
}

/**
 * Seeds what of `user`'s copy is missing, in one transaction, then publishes its Demo Kafe unless it was
 * ever published (a site the user took down stays down). Answers what was created.
 */
export async function copyDemoAccount(
  { ports, publishing }: DemoCopyDeps,
  user: UserRecord,
  admin: UserRecord,
): Promise<string[]> {
  if (!ports.config.issuesDemoTokens || !getsDemoCopy(user)) return []
  const keys = await demoCopyKeys(user.id)
  const created = await ports.repos.transaction(async (tx) => {
    const context: DemoSeedContext = {
      tx,
      now: ports.clock.now(),
      created: [],
      admin,
      demoCustomer: user,
      customerWebsites: false,
      keys,
    }
    await seedDemoAccountWebsites(context, user, ports.secrets)
    await seedDemoRecords(context, new Map([['demo', user]]))
    return context.created
  })
  const live = await demoLiveWebsite(ports.repos, user, keys)
  if (live && !live.slug) {
    await publishing.publish(live.id, admin, '127.0.0.1')
    created.push(`published:${live.domain}`)
  }
  return created
}
