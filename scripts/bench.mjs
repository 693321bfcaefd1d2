// `npm run bench`: builds the PWA into a temp folder, serves it with the real server (temp DATA_DIR, free port)
// and measures: first-load JavaScript, Lighthouse 13 mobile on / and on the signed-in customer dashboard, the
// Lighthouse 11.7.1 PWA audits, API throughput, the emulated API's latency, the builder's live preview and
// published sites, admin lists at scale, and ratios against bare yardsticks run beside them (a published page
// by its domain, sign-in against argon2id alone, a cold start against a hello world). Prints a table
// and writes bench-results/latest.json.
// A section that cannot run prints "n/a: reason" and the bench goes on.
// BENCH_OUT_DIR=<folder with a build> skips the build and measures that folder instead; BENCH_SECTIONS=<keys>
// (comma-separated: bundle, lighthouse, lighthouseDashboard, pwa, api, uploads, emulatedApi, scale, adminUsers,
// invoices, settings, campaign, builder, adminRoutes, queryLoad, publishedRatio, loginRatio, coldStart,
// siteFlood)
// runs only those sections.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { apiSection } from './bench/api.mjs'
import { BENCH_ADMIN, apiMounted } from './bench/api-client.mjs'
import { builderSection } from './bench/builder.mjs'
import { adminRoutesSection } from './bench/admin-routes.mjs'
import { adminUsersSection } from './bench/admin-users.mjs'
import { bundleSection } from './bench/bundle.mjs'
import { lighthouse13Section, pwaSection } from './bench/lighthouse.mjs'
import { signedInDashboardSection } from './bench/lighthouse-signed-in.mjs'
import { root, run, startServer, tempDir } from './bench/processes.mjs'
import { scaleSection } from './bench/scale.mjs'
import { invoicesSection } from './bench/invoices.mjs'
import { settingsSection } from './bench/settings.mjs'
import { campaignSection } from './bench/campaign.mjs'
import { uploadMemorySection } from './bench/upload-memory.mjs'
import { queryLoadSection } from './bench/query-load.mjs'
import { siteFloodSection } from './bench/site-flood.mjs'
import { publishedRatioSection } from './bench/published-ratio.mjs'
import { loginRatioSection } from './bench/login-ratio.mjs'
import { coldStartSection } from './bench/cold-start.mjs'
import { naRow, printTable, row } from './bench/report.mjs'

const benchStarted = performance.now()
const cleanups = []
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {})
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanup().finally(() => process.exit(130)))
}

async function chromiumLaunchOptions() {
  try {
    const { tsImport } = await import('tsx/esm/api')
    const support = await tsImport(join(root, 'tests/support/chromium.ts'), import.meta.url)
    return support.chromiumLaunchOptions
  } catch {
    return {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    }
  }
}

async function build() {
  if (process.env.BENCH_OUT_DIR) {
    if (!existsSync(join(process.env.BENCH_OUT_DIR, 'index.html')))
      throw new Error('BENCH_OUT_DIR has no index.html')
    return process.env.BENCH_OUT_DIR
  }
  const outDir = tempDir('dist')
  cleanups.push(async () => rmSync(outDir, { recursive: true, force: true }))
  const result = await run('npm', ['run', '--silent', 'build'], {
    env: { OUT_DIR: outDir },
    timeoutMs: 300_000,
  })
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-6).join(' | ')
    throw new Error(`npm run build failed: ${tail}`)
  }
  return outDir
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim() !== ''
    return dirty ? `${head}+dirty` : head
  } catch {
    return null
  }
}

// Hook for issue 4: scripts/bench/emulated-api.mjs, once it exists, exports
// `emulatedApiSection({ baseUrl, outDir, staticDir, launchOptions })` resolving { rows, notes?, json? },
// rows made with row()/naRow() of scripts/bench/report.mjs.
async function emulatedApiSection(context) {
  const hook = join(root, 'scripts/bench/emulated-api.mjs')
  if (!existsSync(hook))
    return { rows: [naRow('Emulated API latency', 'service worker emulation not built yet')] }
  const module = await import(hook)
  return module.emulatedApiSection(context)
}

// "4. API throughput (loopback, …)" → "API throughput", the label of a section's n/a line.
const shortTitle = (title) => title.replace(/^\d+\.\s*/, '').replace(/\s*[(,].*$/, '')

async function main() {
  const sections = []
  const results = {}
  // BENCH_SECTIONS=builder,api runs only those sections (the build always runs).
  const only = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim())
  const section = async (key, title, body, needs) => {
    if (only && key !== 'build' && !only.includes(key)) return
    const started = performance.now()
    let result
    try {
      const missing = needs?.()
      result = missing ? { rows: [naRow(shortTitle(title), missing)] } : await body()
    } catch (error) {
      result = {
        rows: [naRow(shortTitle(title), error.message.split('\n')[0])],
        json: { error: error.message },
      }
    }
    const seconds = (performance.now() - started) / 1000
    sections.push({ title, seconds, rows: result.rows, notes: result.notes })
    results[key] = {
      seconds: Number(seconds.toFixed(1)),
      ...result.json,
      rows: result.rows,
      notes: result.notes,
    }
    process.stderr.write(`bench: ${title} done in ${seconds.toFixed(1)} s\n`)
  }

  let outDir
  let server
  let serverError
  await section('build', '0. Build', async () => {
    outDir = await build()
    const how = process.env.BENCH_OUT_DIR ? 'BENCH_OUT_DIR (not rebuilt)' : 'npm run build, OUT_DIR'
    return { rows: [row('build measured', `${outDir} (${how})`)] }
  })
  if (outDir) {
    try {
      server = await startServer({
        staticDir: outDir,
        label: 'pglite',
        env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      })
      cleanups.push(server.stop)
    } catch (error) {
      serverError = `server did not start: ${error.message.split('\n')[0]}`
    }
  }
  const needsServer = () => (server ? null : (serverError ?? 'no build'))
  const context = {
    baseUrl: server?.url,
    outDir,
    staticDir: outDir,
    launchOptions: await chromiumLaunchOptions(),
  }

  await section(
    'bundle',
    '1. Bundle (Chromium, first visit, no service worker)',
    () => bundleSection(context),
    needsServer,
  )
  await section(
    'lighthouse',
    '2. Lighthouse 13, mobile, on /',
    () => lighthouse13Section(context),
    needsServer,
  )
  let apiMissing = null
  if (server) apiMissing = await apiMounted(server.url)
  await section(
    'lighthouseDashboard',
    '3. Lighthouse 13, mobile, on /#/user-dashboard (signed-in customer)',
    () => signedInDashboardSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section('pwa', '4. Lighthouse 11.7.1 PWA category, on /', () => pwaSection(context), needsServer)
  await section(
    'api',
    '5. API throughput (loopback, 2-core machine)',
    () => apiSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'uploads',
    '5b. Upload memory and throughput (40 × 9 MB at once)',
    () => uploadMemorySection(context),
    needsServer,
  )
  await section(
    'emulatedApi',
    '6. Emulated API latency in Chromium (service worker)',
    () => emulatedApiSection(context),
    needsServer,
  )
  await section('scale', '7. Admin lists at scale (PGlite and PostgreSQL, 1.3M rows)', () => scaleSection())
  await section(
    'adminUsers',
    '7b. Customers API at 100,000 users (PGlite and PostgreSQL, GET /api/admin/users, against raw SQL)',
    () => adminUsersSection(),
  )
  await section('invoices', '7c. Invoices on PGlite: issue and PDF (through the API)', () =>
    invoicesSection(),
  )
  await section('settings', '7d. Settings read cost per request (PGlite, through the API)', () =>
    settingsSection(),
  )
  await section('campaign', '7e. E-mail campaign to 10,000 customers (PGlite, loopback SMTP)', () =>
    campaignSection(),
  )
  await section(
    'builder',
    '8. Builder, live preview and published sites',
    () => builderSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'adminRoutes',
    '9. Back-office screens: route JS from the dashboard (Chromium, signed-in admin)',
    () => adminRoutesSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'queryLoad',
    '10. One busy account on PGlite: pages, static files and /health while it polls',
    () => queryLoadSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'publishedRatio',
    '11. A published page by its domain (Host) against bare node:http sending the same bytes',
    () => publishedRatioSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'loginRatio',
    '12. Sign-in at 10 concurrent against argon2id verification alone',
    () => loginRatioSection(context),
    () => needsServer() ?? apiMissing,
  )
  await section(
    'coldStart',
    '13. Cold start of `npm start` (built, existing data) against a Hono + PGlite hello world',
    () => coldStartSection(context),
    () => (outDir ? null : 'no build'),
  )
  await section(
    'siteFlood',
    '14. A flood of form posts and made-up visitors against one published site; another site meanwhile',
    () => siteFloodSection(context),
    () => needsServer() ?? apiMissing,
  )

  await cleanup()
  const durationSeconds = Number(((performance.now() - benchStarted) / 1000).toFixed(1))
  printTable(sections.filter((s) => s.rows.length || s.notes?.length))
  console.log(`\nbench finished in ${durationSeconds} s`)

  mkdirSync(join(root, 'bench-results'), { recursive: true })
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    durationSeconds,
    sections: results,
  }
  // A run of some sections only does not replace the whole bench's results.
  const file = only ? 'bench-results/partial.json' : 'bench-results/latest.json'
  writeFileSync(join(root, file), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`written: ${file} (Lighthouse reports beside it)`)
}

main().catch(async (error) => {
  await cleanup()
  console.error(error)
  process.exit(1)
})
