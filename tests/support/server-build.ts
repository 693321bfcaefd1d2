import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import { buildServer } from '../../scripts/build-server.mjs'

// What every test that starts a real server runs from (docs/testing.md#servers-in-tests): the bundled
// server (no TypeScript compiled at start) and a migrated PGlite data directory copied into each new
// DATA_DIR (no initdb and migrations at start). The e2e suite's web server and the crash tests' setup
// prepare both once per run.
export const SERVER_BUNDLE = resolve('build/server/main.mjs')
export const PGLITE_TEMPLATE = resolve('build/pglite-template')
const TEMPLATE_MAKER = resolve('build/server/make-pglite-template.mjs')
const TEMPLATE_KEY = join(PGLITE_TEMPLATE, 'sitekur-migrations.sha256')

/** The arguments that run the bundled server with node. */
export const serverArgs = ['--enable-source-maps', SERVER_BUNDLE]

/** The committed migrations and the PGlite version: a template made from other ones is made again. */
export function migrationsKey(): string {
  const hash = createHash('sha256')
  const folder = resolve('server/db/migrations')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(entry.name).update(readFileSync(path))
    }
  }
  walk(folder)
  hash.update(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json')))
  return hash.digest('hex')
}

/** Bundles the server and, when the migrations changed, makes the PGlite template again. */
export async function prepareServerBuild(): Promise<void> {
  await buildServer({
    main: 'server/main.ts',
    'make-pglite-template': 'server/testing/make-pglite-template.ts',
  })
  const key = migrationsKey()
  if (existsSync(TEMPLATE_KEY) && readFileSync(TEMPLATE_KEY, 'utf8') === key) return
  const made = spawnSync(process.execPath, [TEMPLATE_MAKER, PGLITE_TEMPLATE], { stdio: 'inherit' })
  if (made.status !== 0) throw new Error(`the PGlite template could not be made (exit ${made.status})`)
  writeFileSync(TEMPLATE_KEY, key)
}

/** Gives a fresh data directory the migrated database, as a first start would leave it. */
export function seedDataDir(dataDir: string): void {
  cpSync(PGLITE_TEMPLATE, join(dataDir, 'pglite'), {
    recursive: true,
    filter: (source) => source !== TEMPLATE_KEY,
  })
}
