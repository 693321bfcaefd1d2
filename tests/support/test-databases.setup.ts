import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  PGLITE_DUMP_VARIABLE,
  POSTGRES_URL_VARIABLE,
  startTemplateCluster,
  writePgliteDump,
} from '../../server/testing/test-database-templates'
import { prepareServerBuild, remakeWhenMigrationsChange } from './server-build'

// Vitest's global setup (both projects): one migrated PGlite dump and one PostgreSQL cluster with a
// migrated template database for the whole run, named to the test processes through the environment
// (docs/testing.md#databases-in-tests); and the bundled server the crash tests start. The first project's
// setup makes them; the second finds them in the environment.
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env[POSTGRES_URL_VARIABLE] !== undefined) return
  mkdirSync(resolve('build'), { recursive: true })
  await prepareServerBuild()
  const dump = resolve('build/pglite-template.tar')
  await remakeWhenMigrationsChange(dump, () => writePgliteDump(dump))
  process.env[PGLITE_DUMP_VARIABLE] = dump
  const cluster = await startTemplateCluster()
  // Empty: this run has no PostgreSQL (its tests skip), and the second project's setup knows it ran.
  process.env[POSTGRES_URL_VARIABLE] = cluster?.url() ?? ''
  return async () => {
    await cluster?.stop()
  }
}
