import type { Repositories } from '../ports'
import type { PasswordHasher } from '../ports/infrastructure'
import type { UserRecord } from '../users/user.shared'
import type { DemoOwner } from './demo-customers'
import type { DemoRecordKeys } from './demo-record-keys'

/** What the seed of the demo's records needs (seedDemoRecords, seed-demo-customers.ts). */
export interface DemoSeedContext {
  /** Repositories bound to the seed's transaction. */
  tx: Repositories
  now: Date
  /** Each thing created is named here (`user:<email>`, `invoice:<number>`, …). */
  created: string[]
  /** The admin who adds the customers, is assigned the desk's work and answers the threads. */
  admin: UserRecord
  /**
   * Who gets the records of owner `demo`: the host's own demo customer, or the user whose copy is seeded;
   * null: they are left out.
   */
  demoCustomer: UserRecord | null
  /** Whether the customers get their own websites (demoCustomerWebsites). */
  customerWebsites: boolean
  /** How the lists' fixed ids and unique values are written: as listed, or a user's copy (demo-record-keys.ts). */
  keys: DemoRecordKeys
}

/** What a host hands to seedDemoCustomers: the records' context, and how the customers sign in. */
export interface DemoCustomersSeedContext extends DemoSeedContext {
  passwords: PasswordHasher
  /** The customers' password (invited customers have none yet). */
  customerPassword: string
}

/** The seeded users by demo owner; `demo` only where the host has a demo customer. */
export type DemoOwners = ReadonlyMap<DemoOwner, UserRecord>

export const DAY = 86_400_000
export const HOUR = 3_600_000

/** The instant `days` (and `hours`) before the seed ran, as stored. */
export const before = (now: Date, days: number, hours = 0): string =>
  new Date(now.getTime() - days * DAY - hours * HOUR).toISOString()

/** When a thread was last written to: its last reply, or its opening. */
export function lastReplyAt(openedAt: string, replies: readonly { hoursLater: number }[]): string {
  const hours = Math.max(0, ...replies.map((r) => r.hoursLater))
  return new Date(Date.parse(openedAt) + hours * HOUR).toISOString()
}
