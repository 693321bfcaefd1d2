// `npm start`: builds what is missing or older than its sources (the PWA into dist/, the server bundle into
// build/start/), then runs the bundled server in this same process: no second node process, and no
// TypeScript compiled at start. package.json's script `exec`s node, so no shell stays between npm and the
// server either, and npm hands its SIGTERM or SIGINT straight to the server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where the server bundle `npm start` runs is built (scripts/build-server.mjs). */
const START_BUNDLE_DIR = 'build/start'
const pwaSources = ['src', 'sw', 'manifest', 'public', 'index.html', 'vite.config.ts', 'package.json']
const serverSources = ['server', 'api', 'package.json', 'package-lock.json', 'scripts/build-server.mjs']
const bundle = join(root, START_BUNDLE_DIR, 'main.mjs')

/** The newest modification time under `path`; test files are not part of what runs. */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const olderThan = (built, sources) =>
  (existsSync(built) ? statSync(built).mtimeMs : 0) <
  Math.max(...sources.map((s) => newestMtime(join(root, s))))

function build(what, command, args) {
  console.log(`Building ${what}…`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// STATIC_DIR names a build of its own (the bench's, a deployment's): served as it is, never built here.
if (!process.env.STATIC_DIR && olderThan(join(root, 'dist/index.html'), pwaSources)) {
  build('the PWA (dist/ is missing or out of date)', 'npm', ['run', 'build'])
}
if (olderThan(bundle, serverSources)) {
  build(`the server (${START_BUNDLE_DIR}/ is missing or out of date)`, process.execPath, [
    join(root, 'scripts/build-server.mjs'),
    START_BUNDLE_DIR,
  ])
}
await import(pathToFileURL(bundle).href)
