// The e2e suite's web server (playwright.config.ts). Playwright starts it before anything else, so it also
// prepares what every spec's own server runs from (tests/support/server-build.ts): the server bundle and a
// migrated PGlite template. Then it serves the built PWA on a fresh data directory (removed on exit).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_SERVER_SETTINGS } from '../tests/support/own-server'
import { prepareServerBuild, seedDataDir, serverArgs } from '../tests/support/server-build'

await prepareServerBuild()

const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-e2e-'))
seedDataDir(dataDir)
const child = spawn(process.execPath, serverArgs, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.OUT_DIR ?? 'dist',
    INITIAL_SETTINGS: TEST_SERVER_SETTINGS,
  },
})
const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
