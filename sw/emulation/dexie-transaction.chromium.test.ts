import { chromium, type Browser } from '@playwright/test'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumExecutable, chromiumLaunchOptions } from '../../tests/support/chromium'

// transaction(fn) in real Chromium IndexedDB, in a page and in a service worker (the real host):
// writes separated by crypto.subtle and timers commit together or roll back together.

const entry = fileURLToPath(new URL('./testing/browser-transaction-checks.ts', import.meta.url))
const workerSource = `import { runTransactionChecks } from './checks.js'
self.addEventListener('message', (event) => event.waitUntil(runTransactionChecks().then(
  (result) => event.source.postMessage(result), (error) => event.source.postMessage({ error: String(error) }))))`

// Skipped only where no Chromium is installed (the e2e suite needs it anyway).
describe.skipIf(!existsSync(chromiumExecutable))('transaction(fn) in Chromium', () => {
  let dir = ''
  let server: Server
  let browser: Browser
  let origin = ''

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitekur-dexie-browser-'))
    await build({
      configFile: false,
      logLevel: 'silent',
      build: { lib: { entry, formats: ['es'], fileName: () => 'checks.js' }, outDir: dir, minify: false },
    })
    const files: Record<string, () => Promise<string>> = {
      '/': async () => '<!doctype html><title>check</title>',
      '/checks.js': () => readFile(join(dir, 'checks.js'), 'utf8'),
      '/sw.js': async () => workerSource,
    }
    server = createServer((req, res) => {
      const file = files[req.url ?? '']
      if (!file) return void res.writeHead(404).end()
      void file().then((body) =>
        res.writeHead(200, { 'content-type': req.url === '/' ? 'text/html' : 'text/javascript' }).end(body),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch(chromiumLaunchOptions)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const expected = {
    committedName: 'Sonra',
    rollback: { error: 'Error: vazgeçildi', name: 'Sonra', ghost: null },
    parallelUpdates: 3,
  }

  it('holds one IndexedDB transaction across awaits in a page', async () => {
    const page = await browser.newPage()
    await page.goto(origin)
    // A string, so that vitest does not rewrite the dynamic import for Node.
    const result: unknown = await page.evaluate('import("/checks.js").then((m) => m.runTransactionChecks())')
    expect(result).toEqual(expected)
  }, 60_000)

  it('holds one IndexedDB transaction across awaits in a service worker', async () => {
    const page = await browser.newPage()
    await page.goto(origin)
    const result = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { type: 'module' })
      await navigator.serviceWorker.ready
      return new Promise((resolve) => {
        navigator.serviceWorker.onmessage = (event) => resolve(event.data)
        registration.active?.postMessage('run')
      })
    })
    expect(result).toEqual(expected)
  }, 60_000)
})
