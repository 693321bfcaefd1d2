// A throwaway PostgreSQL cluster for the bench, through the contract suite's helper
// (tests/support/postgres-cluster.ts, loaded with tsx). Note: that cluster runs with fsync=off.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './processes.mjs'

const HELPER = 'tests/support/postgres-cluster.ts'

/** Returns { url, stop } or throws an Error whose message is the "n/a" reason. */
export async function startPostgres() {
  if (!existsSync(join(root, HELPER))) throw new Error(`${HELPER} is absent`)
  const { tsImport } = await import('tsx/esm/api')
  const helper = await tsImport(join(root, HELPER), import.meta.url)
  if (typeof helper.startPostgresCluster !== 'function')
    throw new Error(`${HELPER} has no startPostgresCluster()`)
  const cluster = await helper.startPostgresCluster()
  if (!cluster) throw new Error('initdb / pg_ctl not found')
  try {
    const url = await cluster.createDatabase('sitekur_bench')
    return { url, stop: () => cluster.stop() }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}
