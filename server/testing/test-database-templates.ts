import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster'
import { openPglite } from '../db/open-pglite'
import { openPostgres } from '../db/open-postgres'

// Migrated, empty databases made once per test run, so a test file starts from a copy instead of
// migrating (docs/testing.md#databases-in-tests). Vitest's global setup makes them and names them to the
// test processes in these variables; a test process started without them makes its own.
export const PGLITE_DUMP_VARIABLE = 'SITEKUR_TEST_PGLITE_DUMP'
export const POSTGRES_URL_VARIABLE = 'SITEKUR_TEST_POSTGRES_URL'
/** The database each test database of the shared cluster is copied from. */
export const POSTGRES_TEMPLATE_DATABASE = 'sitekur_template'

/** Writes a dump of an empty, migrated in-memory PGlite to `file`. */
export async function writePgliteDump(file: string): Promise<void> {
  const database = await openPglite()
  try {
    await database.migrate()
    const dump = await database.client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
}

/** The dump named by the global setup, when there is one. */
export function readPgliteDump(): Blob | null {
  const file = process.env[PGLITE_DUMP_VARIABLE]
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : null
}

/** A throwaway cluster with a migrated template database; null without PostgreSQL binaries. */
export async function startTemplateCluster(): Promise<PostgresCluster | null> {
  const cluster = await startPostgresCluster()
  if (!cluster) return null
  try {
    const database = await openPostgres(await cluster.createDatabase(POSTGRES_TEMPLATE_DATABASE), 1)
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
    return cluster
  } catch (error) {
    await cluster.stop()
    throw error
  }
}

// Any fixed number: two test processes never copy the template at the same moment.
const COPY_LOCK_KEY = 72_616_264

/** A new database copied from the shared cluster's template; its connection string and how to drop it. */
export async function copyTemplateDatabase(
  clusterUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock($1)', [COPY_LOCK_KEY])
    try {
      await admin.query(`create database "${name}" template "${POSTGRES_TEMPLATE_DATABASE}"`)
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [COPY_LOCK_KEY])
    }
  } finally {
    await admin.end()
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
