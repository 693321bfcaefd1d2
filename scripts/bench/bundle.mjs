// Section 1: the JavaScript a first visit loads (Chromium, no service worker, empty cache), per route, and dist size.
import { gzipSync } from 'node:zlib'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium } from 'playwright-core'
import { kb, row } from './report.mjs'

export const FIRST_LOAD_BUDGET_GZIP = 100 * 1024
export const ROUTES = ['#/login', '#/register', '#/user-dashboard', '#/admin', '#/create-website']

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length

async function visit(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), type, raw: body.length, gzip: gzipSize(body) }))
        .catch(() => null),
    )
  })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    await page.waitForTimeout(300)
    const files = (await Promise.all(pending)).filter(Boolean)
    const finalHash = await page.evaluate(() => location.hash || '#/')
    const scripts = files.filter((f) => f.type === 'script')
    const styles = files.filter((f) => f.type === 'stylesheet')
    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0)
    return {
      finalHash,
      scripts: scripts.map(({ url: u, raw, gzip }) => ({ file: new URL(u).pathname, raw, gzip })),
      raw: sum(scripts, 'raw'),
      gzip: sum(scripts, 'gzip'),
      cssGzip: sum(styles, 'gzip'),
    }
  } finally {
    await context.close()
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? walk(path) : [path]
  })
}

function distSize(outDir) {
  const all = walk(outDir)
  const precompressed = all.filter((f) => /\.(gz|br)$/.test(f))
  const files = all.filter((f) => !precompressed.includes(f))
  const js = files.filter((f) => f.endsWith('.js') && !f.endsWith('/sw.js'))
  const bytes = (list) => list.reduce((total, f) => total + statSync(f).size, 0)
  const sw = files.find((f) => relative(outDir, f) === 'sw.js')
  return {
    files: files.length,
    raw: bytes(files),
    precompressedFiles: precompressed.length,
    precompressedRaw: bytes(precompressed),
    jsRaw: bytes(js),
    jsGzip: js.reduce((total, f) => total + gzipSize(readFileSync(f)), 0),
    jsFiles: js.length,
    swGzip: sw ? gzipSize(readFileSync(sw)) : null,
  }
}

export async function bundleSection({ baseUrl, outDir, launchOptions }) {
  const rows = []
  const json = {}
  const dist = distSize(outDir)
  json.dist = dist
  const browser = await chromium.launch({ ...launchOptions, headless: true })
  try {
    const home = await visit(browser, `${baseUrl}/`)
    json.firstLoad = { ...home, budgetGzip: FIRST_LOAD_BUDGET_GZIP }
    rows.push(
      row('First visit to / : JS gzip -9', kb(home.gzip), '≤ 100 kB', home.gzip <= FIRST_LOAD_BUDGET_GZIP),
      row('First visit to / : JS raw', `${kb(home.raw)} in ${home.scripts.length} files`),
      row('First visit to / : CSS gzip -9', kb(home.cssGzip)),
    )
    const homeFiles = new Set(home.scripts.map((s) => s.file))
    json.routes = {}
    for (const route of ROUTES) {
      const result = await visit(browser, `${baseUrl}/${route}`)
      const extra = result.scripts.filter((s) => !homeFiles.has(s.file))
      const extraGzip = extra.reduce((total, s) => total + s.gzip, 0)
      json.routes[route] = { ...result, extraGzip }
      const landed = result.finalHash === route ? '' : ` (→ ${result.finalHash})`
      rows.push(
        row(
          `Route ${route}${landed}: JS gzip`,
          `${kb(result.gzip)} (+${kb(extraGzip)} beyond /, ${extra.length} chunk${extra.length === 1 ? '' : 's'})`,
        ),
      )
    }
  } finally {
    await browser.close()
  }
  rows.push(
    row(
      'dist total',
      `${kb(dist.raw)} in ${dist.files} files (+ ${kb(dist.precompressedRaw)} in ${dist.precompressedFiles} .gz/.br)`,
    ),
    row(
      'dist JavaScript (without sw.js)',
      `${kb(dist.jsRaw)} raw, ${kb(dist.jsGzip)} gzip, ${dist.jsFiles} files`,
    ),
    row('sw.js gzip -9', dist.swGzip === null ? 'missing' : kb(dist.swGzip)),
  )
  return { rows, json }
}
