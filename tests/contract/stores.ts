import type { ApiPorts } from '../../api/ports'
import type { MailMessage } from '../../api/ports/infrastructure'
import { createPgliteTestPorts, createPostgresTestPorts } from '../../server/testing/create-test-ports'
import { createDexieTestPorts } from './dexie-store'
import { createMemoryTestStore } from './memory-ports'
import { fastTestHasher } from '../support/fast-test-hasher'

// Every store the contract suite runs against. A factory returns null when its store cannot run
// here (PostgreSQL without initdb/pg_ctl); its tests are then skipped, not failed. The suites are not
// about hashing, so every store hashes passwords with the fast test hasher; real-hashers.test.ts runs
// sign-up, sign-in and password changes through each store's own hasher (argon2id, PBKDF2).
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
  { name: 'pglite', create: () => createPgliteTestPorts({ passwords: fastTestHasher }) },
  { name: 'postgres', create: () => createPostgresTestPorts({ passwords: fastTestHasher }) },
  { name: 'dexie', create: () => createDexieTestPorts({ passwords: fastTestHasher }) },
]
