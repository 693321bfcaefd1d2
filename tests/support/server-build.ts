import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { SHORT_LIVED_PGLITE_FLAGS } from './short-lived-flags'

// What every test that starts a real server runs from (docs/testing.md#servers-in-tests): the bundled
// server (no TypeScript compiled at start) and a migrated PGlite data directory copied into each new
// DATA_DIR (no initdb and migrations at start). The e2e suite's web server and Vitest's global setup
// prepare both once per run.
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

/** Files that find a module this build writes beside the bundle: they keep the bundle's own URL. */
const BUNDLE_NEIGHBOURS = ['server/db/pglite-worker-client.ts']

/**
 * Files that find their neighbours through `import.meta.url` (the migrations folder, package.json, the
 * invoice font) keep their source file's URL, so the bundle reads exactly what `tsx server/main.ts` reads.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (BUNDLE_NEIGHBOURS.some((file) => path === join(root, file))) return undefined
      const text = await readFile(path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: 'ts',
      }
    })
  },
}

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'dejavu-fonts-ttf',
  'nodemailer',
  'web-push',
  'sharp',
]

/** Bundles the server and makes the PGlite template when it is out of date. */
export async function prepareServerBuild(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      // PGlite's worker thread (server/db/pglite-worker-client.ts finds it beside main.mjs).
      'pglite-worker': 'server/db/pglite-worker.ts',
      'make-pglite-template': 'server/testing/make-pglite-template.ts',
    },
    outdir: 'build/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // What the code loads with import() only when first used (pdf-lib and fontkit with the first invoice
    // PDF, the S3 client with S3_URL) becomes a file of its own beside main.mjs, read then, not parsed at
    // every start. Chunks stay beside the entries: code that finds a neighbour through import.meta.url
    // (BUNDLE_NEIGHBOURS) finds it from any of them.
    splitting: true,
    // Pure-JavaScript packages go into the bundle too: resolving and loading them one by one was a
    // quarter of a start's CPU. Packages that find files of their own (PGlite's WASM, the font, the mailer's
    // and web-push's CommonJS) or load native code (argon2, pg's optional native driver) stay outside.
    external: EXTERNAL_PACKAGES,
    // Bundled CommonJS packages call require(): ESM has none, so the bundle makes one.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls],
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
