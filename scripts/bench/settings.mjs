// `npm run bench` section "settings": what reading the settings costs a request (issue 14: settings must
// not add a query to every request). The work is in scripts/bench/settings-api.ts.
import { join } from 'node:path'
import { root } from './processes.mjs'
import { ms, row } from './report.mjs'

export async function settingsSection() {
  const { tsImport } = await import('tsx/esm/api')
  const { measureSettings } = await tsImport(join(root, 'scripts/bench/settings-api.ts'), import.meta.url)
  const f = await measureSettings()
  return {
    rows: [
      row(
        `Settings store reads per request (${f.requests} signed-in GETs)`,
        f.storeReadsPerRequest.toFixed(4),
        '0 (cached)',
        f.storeReadsPerRequest < 0.01,
      ),
      row('services.settings.get(), cached', `${f.cachedReadMicros.toFixed(2)} µs`),
      row(
        'services.settings.get(), uncached (PGlite query + merge)',
        `${f.uncachedReadMicros.toFixed(0)} µs`,
      ),
      row('GET /api/me · /api/admin/settings · /api/settings/public, p50', ms(f.requestP50Ms)),
    ],
    json: f,
    notes: ['In-process (app.request on the server’s own host and PGlite): the socket is not measured.'],
  }
}
