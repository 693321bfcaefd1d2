import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiPorts } from '../../api/ports'
import type { Config } from '../../api/ports/config'
import type { Mailer, MailMessage, PasswordHasher } from '../../api/ports/infrastructure'
import { startPostgresCluster } from '../../tests/support/postgres-cluster'
import type { Database } from '../db/database'
import { openPglite } from '../db/open-pglite'
import { openPostgres } from '../db/open-postgres'
import { createDatabaseBlobStore } from '../files/database-blob-store'
import { createDiskBlobStore } from '../files/disk-blob-store'
import { silentLogger } from '../host/logger'
import { createServerPorts } from '../host/server-ports'
import { sharedPostgresCluster } from './shared-postgres-cluster'
import { copyTemplateDatabase, POSTGRES_URL_VARIABLE, readPgliteDump } from './test-database-templates'
import { TestClock } from './test-clock'

// Ports over a real store for the contract suite: PGlite in memory, or a fresh database in a
// throwaway PostgreSQL cluster. Each call gets its own empty, migrated database, copied from a template
// (test-database-templates.ts).

export interface TestPorts {
  name: string
  ports: ApiPorts
  clock: TestClock
  /** Every message the API handed to the mailer, oldest first. */
  sentMail: MailMessage[]
  /** Runs one SQL statement past the repositories: what the database itself allows. */
  execute(statement: string): Promise<unknown>
  close(): Promise<void>
}

export const testConfig: Config = {
  publicUrl: 'http://localhost:4451',
  acceptsDemoTokens: false,
  issuesDemoTokens: false,
}

function capturingMailer(sentMail: MailMessage[]): Mailer {
  return {
    transport: 'test',
    async send(message) {
      sentMail.push(message)
    },
  }
}

export interface TestPortsOptions {
  /** The password hasher; the server's argon2id when unset. */
  passwords?: PasswordHasher
}

function buildTestPorts(
  name: string,
  database: Database,
  closeStore: () => Promise<void>,
  options: TestPortsOptions,
): TestPorts {
  const clock = new TestClock()
  const sentMail: MailMessage[] = []
  // Files go where the server would keep them with this database: PGlite (one process) on a real
  // directory, PostgreSQL (several processes) in the database itself.
  const filesDir = mkdtempSync(join(tmpdir(), 'sitekur-test-files-'))
  const blobs =
    database.driver === 'postgres' ? createDatabaseBlobStore(database) : createDiskBlobStore(filesDir)
  const close = async () => {
    try {
      await closeStore()
    } finally {
      rmSync(filesDir, { recursive: true, force: true })
    }
  }
  const ports = createServerPorts({
    database,
    secrets: { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32) },
    mailer: capturingMailer(sentMail),
    logger: silentLogger,
    config: { ...testConfig },
    clock,
    // Tests act as many clients: they name their address the way a trusted proxy would.
    clientIp: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
    blobs,
    ...(options.passwords ? { passwords: options.passwords } : {}),
  })
  const execute = (statement: string) => database.db.execute(sql.raw(statement))
  return { name, ports, clock, sentMail, execute, close }
}

// Creating a PGlite cluster costs seconds; loading a dump of an empty migrated one costs about a
// third of that. The dump comes from Vitest's global setup (one per run), else it is made once per
// test process.
let pgliteTemplate: Promise<Blob> | null = null

async function buildPgliteTemplate(): Promise<Blob> {
  const shared = readPgliteDump()
  if (shared) return shared
  const database = await openPglite()
  try {
    await database.migrate()
    return await database.client.dumpDataDir('none')
  } finally {
    await database.close()
  }
}

/** An empty, migrated in-memory PGlite database. */
export async function openPgliteTestDatabase(): Promise<Database> {
  pgliteTemplate ??= buildPgliteTemplate().catch((error: unknown) => {
    pgliteTemplate = null
    throw error
  })
  const database = await openPglite(undefined, { loadDataDir: await pgliteTemplate })
  await database.migrate()
  return database
}

export async function createPgliteTestPorts(options: TestPortsOptions = {}): Promise<TestPorts> {
  const database = await openPgliteTestDatabase()
  return buildTestPorts('pglite', database, () => database.close(), options)
}

/** Ports over a PostgreSQL database made for one test file; `drop` removes it when the file closes it. */
async function postgresTestPorts(
  url: string,
  drop: () => Promise<void>,
  options: TestPortsOptions,
): Promise<TestPorts> {
  const database = await openPostgres(url, 5)
  await database.migrate()
  const close = async () => {
    await database.close()
    await drop()
  }
  return buildTestPorts('postgres', database, close, options)
}

/**
 * A new database of the run's shared cluster, copied from its migrated template (Vitest's global setup);
 * outside Vitest, of a cluster shared by this process, migrated here. Null when no PostgreSQL binaries
 * are installed (initdb/pg_ctl on PATH or in /usr/lib/postgresql).
 */
export async function createPostgresTestPorts(options: TestPortsOptions = {}): Promise<TestPorts | null> {
  const name = `sitekur_${randomBytes(6).toString('hex')}`
  const sharedUrl = process.env[POSTGRES_URL_VARIABLE]
  if (sharedUrl !== undefined) {
    if (sharedUrl === '') return null
    const copy = await copyTemplateDatabase(sharedUrl, name)
    return postgresTestPorts(copy.url, copy.drop, options)
  }
  const lease = await sharedPostgresCluster.acquire(startPostgresCluster)
  if (!lease) return null
  try {
    const drop = async () => {
      await lease.cluster.dropDatabase(name)
      await lease.release()
    }
    return await postgresTestPorts(await lease.cluster.createDatabase(name), drop, options)
  } catch (error) {
    await lease.release()
    throw error
  }
}
