// The settings bench's work (loaded with tsx by scripts/bench/settings.mjs): the server's own host (PGlite
// in a throwaway DATA_DIR), then through the API: signed-in calls that read the settings (rate limit,
// maintenance mode, the admin guard) — how many times the settings document was read from the store per
// request — and the cost of one settings read, cached and uncached (docs/decisions/0020-settings-cache.md).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createApi } from '../../api/app'
import { createServices } from '../../api/services'
import { loadEnv } from '../../server/env'
import { openHost } from '../../server/host/open-host'

const REQUESTS = 2000
const READS = 100_000
const UNCACHED_READS = 2000
const ADMIN = { email: 'bench-settings@sitekur.app', password: 'Ayar-Olcum-2026!x9' }

export interface SettingsFigures {
  requests: number
  storeReadsPerRequest: number
  cachedReadMicros: number
  uncachedReadMicros: number
  requestP50Ms: number
}

export async function measureSettings(): Promise<SettingsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-bench-settings-'))
  const host = await openHost(
    loadEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    () => {},
  )
  try {
    const services = createServices(host.ports)
    const app = createApi(host.ports, { services })
    const base = host.ports.config.publicUrl
    const login = await app.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const auth = { authorization: `Bearer ${token}` }
    // A write first (it drops the cache), and a limit the bench stays under.
    const patched = await app.request(`${base}/api/admin/settings`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ maxRequestsPerMinute: 100_000 }),
    })
    if (patched.status !== 200) throw new Error(`PATCH /api/admin/settings → ${patched.status}`)
    const paths = ['/api/me', '/api/admin/settings', '/api/settings/public']
    const before = services.settings.storeReads()
    const samples: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now()
      const res = await app.request(`${base}${paths[i % paths.length]}`, { headers: auth })
      if (res.status !== 200) throw new Error(`GET ${paths[i % paths.length]} → ${res.status}`)
      await res.arrayBuffer()
      samples.push(performance.now() - started)
    }
    const storeReads = services.settings.storeReads() - before

    let started = performance.now()
    for (let i = 0; i < READS; i++) await services.settings.get()
    const cachedReadMicros = ((performance.now() - started) * 1000) / READS
    started = performance.now()
    for (let i = 0; i < UNCACHED_READS; i++) {
      services.settings.invalidate()
      await services.settings.get()
    }
    const uncachedReadMicros = ((performance.now() - started) * 1000) / UNCACHED_READS
    samples.sort((a, b) => a - b)
    return {
      requests: REQUESTS,
      storeReadsPerRequest: storeReads / REQUESTS,
      cachedReadMicros,
      uncachedReadMicros,
      requestP50Ms: samples[Math.floor(samples.length / 2)] ?? 0,
    }
  } finally {
    await host.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
