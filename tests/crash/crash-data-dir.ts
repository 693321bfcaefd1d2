import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Repositories } from '../../api/ports'
import { openPglite } from '../../server/db/open-pglite'
import { sqlRepositories } from '../../server/repositories/sql-repositories'
import { freePort } from '../support/free-port'
import { seedDataDir } from '../support/server-build'
import { startServer, type ServerProcess } from './server-process'

// A crash test's data directory: from the migrated template, the real server seeds it and stops; the test then
// writes its records and later reads the outcome straight from the PGlite files, while no server runs.

export const CRASH_ADMIN = { email: 'crash-admin@sitekur.app', password: 'Crash-Test-Parola-42' }

export interface CrashDataDir {
  dir: string
  port: number
  /** The server's environment for this directory (no scheduled jobs unless `extra` turns them on). */
  env(extra?: Record<string, string>): Record<string, string>
  /** Starts the real server on this directory. */
  start(extra?: Record<string, string>): Promise<ServerProcess>
  /** Opens the database files while no server runs, and closes them after `fn`. */
  withRepositories<T>(fn: (repos: Repositories) => Promise<T>): Promise<T>
  remove(): void
}

export async function createCrashDataDir(prefix: string): Promise<CrashDataDir> {
  const dir = mkdtempSync(join(tmpdir(), `sitekur-${prefix}-`))
  seedDataDir(dir)
  const port = await freePort()
  const env = (extra: Record<string, string> = {}) => ({
    DATA_DIR: dir,
    ADMIN_EMAIL: CRASH_ADMIN.email,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    JOBS: '0',
    ...extra,
  })
  const dataDir: CrashDataDir = {
    dir,
    port,
    env,
    start: (extra) => startServer(port, env(extra)),
    async withRepositories(fn) {
      const database = await openPglite(join(dir, 'pglite'))
      try {
        return await fn(sqlRepositories(database.db, database.driver))
      } finally {
        await database.close()
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
  // The first start seeds the admin; a clean stop releases the directory.
  const first = await dataDir.start()
  await first.stop()
  if (first.child.exitCode !== 0) throw new Error(`the first server did not stop cleanly:\n${first.output()}`)
  return dataDir
}
