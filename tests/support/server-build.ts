import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleServer } from '../../scripts/build-server.mjs'
import { SHORT_LIVED_PGLITE_FLAGS } from './short-lived-flags'

// What every test that starts a real server runs from (docs/testing.md#servers-in-tests): the bundled
// server (scripts/build-server.mjs, built as `npm start` builds it: no TypeScript compiled at start) and a
// migrated PGlite data directory copied into each new DATA_DIR (no initdb and migrations at start). The
// e2e suite's web server and Vitest's global setup prepare both once per run.
const root = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_BUNDLE = join(root, 'build/server/main.mjs')
export const PGLITE_TEMPLATE = join(root, 'build/pglite-template')
const TEMPLATE_MAKER = join(root, 'build/server/make-pglite-template.mjs')

/** The arguments that run the bundled server with node. */
export const serverArgs = [...SHORT_LIVED_PGLITE_FLAGS, '--enable-source-maps', SERVER_BUNDLE]

/** The committed migrations and the PGlite version: what a migrated template is made from. */
function migrationsKey(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(entry.name).update(readFileSync(path))
    }
  }
  walk(join(root, 'server/db/migrations'))
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')))
  return hash.digest('hex')
}

/**
 * Runs `make` unless `artifact` was made from today's migrations (its key file, `<artifact>.key`, says
 * so): templates are made again only when a migration or PGlite changes.
 */
export async function remakeWhenMigrationsChange(artifact: string, make: () => Promise<void> | void) {
  const keyFile = `${artifact}.key`
  const key = migrationsKey()
  if (existsSync(artifact) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return
  await make()
  writeFileSync(keyFile, key)
}

/** Bundles the server and makes the PGlite template when it is out of date. */
export async function prepareServerBuild(): Promise<void> {
  await bundleServer('build/server', {
    'make-pglite-template': 'server/testing/make-pglite-template.ts',
  })
  await remakeWhenMigrationsChange(PGLITE_TEMPLATE, () => {
    const made = spawnSync(process.execPath, [TEMPLATE_MAKER, PGLITE_TEMPLATE], { stdio: 'inherit' })
    if (made.status !== 0) throw new Error(`the PGlite template could not be made (exit ${made.status})`)
  })
}

/** Gives a fresh data directory the migrated database, as a first start would leave it. */
export function seedDataDir(dataDir: string): void {
  cpSync(PGLITE_TEMPLATE, join(dataDir, 'pglite'), { recursive: true })
}
