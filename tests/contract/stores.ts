import type { ApiPorts } from '../../api/ports'
import type { MailMessage } from '../../api/ports/infrastructure'
import { createPgliteTestPorts, createPostgresTestPorts } from '../../server/testing/create-test-ports'
import { createDexieTestPorts } from './dexie-store'
import { createMemoryTestStore } from './memory-ports'

// Every store the contract suite runs against. A factory returns null when its store cannot run
// here (PostgreSQL without initdb/pg_ctl); its tests are then skipped, not failed.
export interface ContractStore {
  name: string
  ports: ApiPorts
  clock: { now(): Date; advance(ms: number): void }
  /** Every message handed to the mailer, oldest first. */
  sentMail: MailMessage[]
  /** SQL stores only: runs one statement past the repositories (what the database itself allows). */
  execute?(statement: string): Promise<unknown>
  close(): Promise<void>
}

export interface StoreFactory {
  name: string
  create(): Promise<ContractStore | null>
}

export const stores: StoreFactory[] = [
  { name: 'memory', create: createMemoryTestStore },
  { name: 'pglite', create: createPgliteTestPorts },
  { name: 'postgres', create: createPostgresTestPorts },
  { name: 'dexie', create: createDexieTestPorts },
]
