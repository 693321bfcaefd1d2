// Section 5: the emulated API's latency in Chromium, through the service worker. The build is served
// as a static copy with no backend (tests/support/static-only-server.ts), so the page's sign-in as the
// offline demo's admin gets a demo token from the worker's Dexie emulation; the page fills the
// emulation to 50 websites, then times fetch() → parsed JSON from the page for
// a get (GET /api/me), a list of 50 (POST /api/websites {action: 'list', limit: 50}) and a write
// (PUT /api/me with an Idempotency-Key, as the app's API client sends it). Serial requests, after a
// warm-up; p50/p95 over SAMPLES each.
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { root } from './processes.mjs'
import { ms, row } from './report.mjs'

const SAMPLES = Number(process.env.BENCH_EMULATED_SAMPLES ?? 200)
const WARMUP = 20
const GOALS = { get: 10, list: 15, write: 20 }

function percentile(sorted, p) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Runs in the page: everything below goes through navigator.serviceWorker.controller. */
async function measureInPage({ samples, warmup }) {
  const call = async (path, { method = 'GET', body, token, key } = {}) => {
    const headers = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    if (key) headers['Idempotency-Key'] = key
    const res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json()
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`)
    const worker = /emulated;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]
    return { json, source: res.headers.get('x-sitekur-source'), workerMs: worker ? Number(worker) : null }
  }
  const coldStart = performance.now()
  const login = await call('/api/auth/login', {
    method: 'POST',
    body: { email: 'admin@sitekur.app', password: 'demo1234' },
  })
  const coldMs = performance.now() - coldStart
  const token = login.json.data.token
  const run = Date.now().toString(36)
  const listBody = { action: 'list', limit: 50 }
  let total = (await call('/api/websites', { method: 'POST', body: listBody, token })).json.data.total
  for (let i = 0; total < 50; i++, total++) {
    await call('/api/websites', {
      method: 'POST',
      token,
      key: crypto.randomUUID(),
      body: {
        action: 'create',
        name: `Bench ${i}`,
        domain: `bench-${run}-${i}.example.com`,
        ownerEmail: 'bench@example.com',
      },
    })
  }
  const operations = {
    get: () => call('/api/me', { token }),
    list: () => call('/api/websites', { method: 'POST', body: listBody, token }),
    write: (i) =>
      call('/api/me', {
        method: 'PUT',
        token,
        key: crypto.randomUUID(),
        body: { phone: `+90 555 ${String(i).padStart(7, '0')}` },
      }),
  }
  const result = { coldMs, sources: {}, listed: 0, times: {}, workerTimes: {} }
  for (const [name, operation] of Object.entries(operations)) {
    for (let i = 0; i < warmup; i++) await operation(i)
    const times = []
    const workerTimes = []
    for (let i = 0; i < samples; i++) {
      const started = performance.now()
      const answer = await operation(i)
      times.push(performance.now() - started)
      if (answer.workerMs !== null) workerTimes.push(answer.workerMs)
      result.sources[name] = answer.source
      if (name === 'list') result.listed = answer.json.data.websites.length
    }
    result.times[name] = times
    result.workerTimes[name] = workerTimes
  }
  return result
}

async function startStaticSite(staticDir) {
  const { tsImport } = await import('tsx/esm/api')
  const support = await tsImport(join(root, 'tests/support/static-only-server.ts'), import.meta.url)
  return support.startStaticOnlyServer(staticDir)
}

export async function emulatedApiSection({ staticDir, launchOptions }) {
  const site = await startStaticSite(staticDir)
  const browser = await chromium.launch({ ...launchOptions, headless: true })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site.url}/`, { waitUntil: 'load' })
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 })
    const measured = await page.evaluate(measureInPage, { samples: SAMPLES, warmup: WARMUP })
    const rows = []
    const json = {
      samples: SAMPLES,
      warmup: WARMUP,
      coldStartMs: Number(measured.coldMs.toFixed(1)),
      listed: measured.listed,
    }
    const labels = {
      get: 'get (GET /api/me)',
      list: `list of ${measured.listed} (POST /api/websites list)`,
      write: 'write (PUT /api/me)',
    }
    for (const name of ['get', 'list', 'write']) {
      const sorted = [...measured.times[name]].sort((a, b) => a - b)
      const p50 = percentile(sorted, 50)
      const p95 = percentile(sorted, 95)
      const inWorker = [...measured.workerTimes[name]].sort((a, b) => a - b)
      json[name] = {
        p50: Number(p50.toFixed(2)),
        p95: Number(p95.toFixed(2)),
        apiInWorkerP50: percentile(inWorker, 50),
        apiInWorkerP95: percentile(inWorker, 95),
        source: measured.sources[name],
      }
      if (measured.sources[name] !== 'emulated')
        throw new Error(`${name} answered from ${measured.sources[name]}, not the emulation`)
      rows.push(
        row(
          `Emulated ${labels[name]}: p50 / p95`,
          `${ms(p50)} / ${ms(p95)}`,
          `p95 ≤ ${GOALS[name]} ms`,
          p95 <= GOALS[name],
        ),
      )
    }
    const inWorker = ['get', 'list', 'write'].map(
      (name) => `${name} ${ms(json[name].apiInWorkerP50)} / ${ms(json[name].apiInWorkerP95)}`,
    )
    rows.push(row('Of which the API inside the worker (p50 / p95)', inWorker.join(', ')))
    rows.push(row('First emulated answer (Dexie open, demo seed, sign-in)', ms(measured.coldMs)))
    const notes = [
      `load average at the start: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (other work on the machine widens p95).`,
      `${SAMPLES} serial requests each after ${WARMUP} warm-up ones, timed in the page from fetch() to parsed JSON; static copy of the build, no backend: the worker answers from IndexedDB.`,
    ]
    return { rows, notes, json }
  } finally {
    await browser.close()
    await site.stop()
  }
}
