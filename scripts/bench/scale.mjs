// Section 7 of `npm run bench`: admin lists at scale, on PGlite and on a throwaway PostgreSQL cluster
// (the work itself is scripts/bench/scale-stores.ts). Goals: a filtered, sorted page of 50 with its total
// p95 ≤ 25 ms; a Turkish-cased substring search p95 ≤ 60 ms; memory is reported.
import { join } from 'node:path'
import { startPostgres } from './postgres.mjs'
import { root } from './processes.mjs'
import { ms, naRow, row } from './report.mjs'

const MEASURES = [
  ['usersFilter', '100k users: page of 50 + total, by status, newest first', 25],
  ['usersSearch', '100k users: search "istanbul" (İSTANBUL), page + total', 60],
  ['requestsFilter', '200k website requests: page + total, by status, newest first', 25],
  ['requestsSearch', '200k website requests: search "istanbul", page + total', 60],
  ['activityFilter', '1M activity entries: page + total, by type, newest first', 25],
  ['activitySearch', '1M activity entries: search "istanbul", page + total', 60],
]

async function load(path) {
  const { tsImport } = await import('tsx/esm/api')
  return tsImport(join(root, path), import.meta.url)
}

function rowsOf(store, figures) {
  return [
    row(`${store}: seeding (1.3M rows)`, `${figures.seedSeconds.toFixed(1)} s`),
    ...MEASURES.map(([key, label, goal]) =>
      row(`${store}: ${label} p95`, ms(figures[key]), `≤ ${goal} ms`, figures[key] <= goal),
    ),
    row(`${store}: bench process memory (RSS)`, `${Math.round(figures.rssMegabytes)} MB`),
  ]
}

export async function scaleSection() {
  const { measureScale } = await load('scripts/bench/scale-stores.ts')
  const rows = []
  const json = {}
  const { openPglite } = await load('server/db/open-pglite.ts')
  const pglite = await openPglite()
  try {
    json.pglite = await measureScale(pglite)
    rows.push(...rowsOf('PGlite', json.pglite))
  } finally {
    await pglite.close()
  }
  let cluster
  try {
    cluster = await startPostgres()
  } catch (error) {
    rows.push(naRow('PostgreSQL', error.message))
    return { rows, json }
  }
  const { openPostgres } = await load('server/db/open-postgres.ts')
  const postgres = await openPostgres(cluster.url)
  try {
    json.postgres = await measureScale(postgres)
    rows.push(...rowsOf('PostgreSQL', json.postgres))
  } finally {
    await postgres.close()
    await cluster.stop()
  }
  return {
    rows,
    json,
    notes: ['PGlite runs inside the bench process: its RSS is the database’s memory too.'],
  }
}
