import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import { chromium, expect } from '@playwright/test'
import { test } from '../support/test'
import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../support/chromium'
import { startOwnServer } from '../support/own-server'

// The installable, offline-capable PWA and the server's static serving, in Chromium.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

const untilControlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 })

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

test('the manifest is served and complete, with icons that exist at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(href ?? '')
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    id: '/',
    name: 'SiteKur',
    short_name: 'sitekur',
    lang: 'tr',
    start_url: '/',
  })
  expect(manifest).toMatchObject({ scope: '/', display: 'standalone' })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.description).toBeTruthy()

  const icons: ManifestIcon[] = manifest.icons
  const wanted = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]
  for (const [sizes, purpose] of wanted) {
    const icon = icons.find(
      (i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose ?? ''),
    )
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined()
    const image = await request.get(icon?.src ?? '')
    expect(image.headers()['content-type']).toBe('image/png')
    const side = Number(sizes?.split('x')[0])
    expect(pngSize(await image.body())).toEqual([side, side])
  }

  const shortcuts: Array<{ name: string; url: string }> = manifest.shortcuts
  expect(shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Giriş', '/#/login'],
    ['Panel', '/#/user-dashboard'],
    ['Yönetim', '/#/admin'],
  ])

  const touchIcon = await request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
  )
  expect(pngSize(await touchIcon.body())).toEqual([180, 180])
  const favicon = await request.get('/favicon.ico')
  expect(favicon.ok()).toBe(true)
  expect((await favicon.body()).readUInt16LE(4)).toBe(3) // 16, 32 and 48 px images
  expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml')
})

test('after one visit the app reloads and navigates offline', async ({ page, context }) => {
  const failed: string[] = []
  page.on('requestfailed', (r) => failed.push(r.url()))
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const landing = await heading.innerText()
  await untilControlled(page)

  await context.setOffline(true)
  try {
    await page.reload()
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await expect(page).toHaveTitle(/SiteKur/)
    await expect(heading).toHaveText(landing)

    // Hash navigation offline: the route chunks come from the precache. The router's first load starts
    // the availability monitor, whose /health probe the worker answers; the reload below waits for that
    // answer rather than cut the probe off (a cut-off request counts as failed).
    const probed = page.waitForResponse((r) => new URL(r.url()).pathname === '/health')
    await page.evaluate(() => (location.hash = '#/privacy'))
    await expect(heading).toBeVisible()
    await expect(heading).not.toHaveText(landing)
    await page.evaluate(() => (location.hash = '#/pwa-offline-unknown-path'))
    await expect(page.getByText(/Not Found/).first()).toBeVisible()
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)

    // A deep link reloads offline too.
    await probed
    await page.reload()
    await expect(page.getByText(/Not Found/).first()).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
  expect(failed).toEqual([])
})

test('every response carries the security headers and the CSP lets the inline theme script run', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
  )
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['cache-control']).toBe('no-cache')
  await untilControlled(page)
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  )
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/^(light|dark)$/)

  const health = await request.get('/health')
  expect(health.headers()['x-content-type-options']).toBe('nosniff')
  expect(health.headers()['content-security-policy']).toBe(headers['content-security-policy'])
  expect((await request.get('/no-such-file.js')).status()).toBe(404)
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache')
})

test('hashed assets are immutable and precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')
  expect(assets.length).toBeGreaterThanOrEqual(2)
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['vary']).toBe('Accept-Encoding')
  }
})

test('the install button appears when the browser offers installation, and opens its prompt', async ({
  baseURL,
}) => {
  // The browser's own beforeinstallprompt: Chromium raises it once the manifest and the service worker
  // qualify, about a second after load, before the install button's chunk has loaded. It never raises it
  // in an incognito profile (Playwright's usual context), so this test runs a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'sitekur-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    const install = page.getByRole('button', { name: 'Uygulamayı yükle' })
    await expect(install).toBeVisible({ timeout: 20_000 })
    const installability = await (await context.newCDPSession(page)).send('Page.getInstallabilityErrors')
    expect(installability.installabilityErrors).toEqual([])
    // The prompt opens (headless Chromium answers it at once); the offer is single-use, the button goes.
    await install.click()
    await expect(install).toHaveCount(0)

    // Offered again after a reload; installed (appinstalled): the button goes.
    await page.reload()
    await expect(install).toBeVisible({ timeout: 20_000 })
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(install).toHaveCount(0)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

/**
 * What a rebuild with a changed source produces: a different index.html (here rewritten after the build,
 * as a prerender does) and, from the build's last step, a sw.js whose precache revision follows it.
 */
function buildNextVersion(dir: string) {
  const indexPath = join(dir, 'index.html')
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace('</head>', '<meta name="sitekur-build" content="next" /></head>'),
  )
  const swPath = join(dir, 'sw.js')
  const before = readFileSync(swPath, 'utf8')
  const finish = spawnSync(process.execPath, ['scripts/compress.mjs'], {
    env: { ...process.env, OUT_DIR: dir },
  })
  expect(finish.status, finish.stderr.toString()).toBe(0)
  const revision = createHash('md5').update(readFileSync(indexPath)).digest('hex')
  const after = readFileSync(swPath, 'utf8')
  expect(after).not.toBe(before)
  expect(after).toContain(`{"revision":"${revision}","url":"index.html"}`)
}

test.describe('updates', () => {
  let served = ''
  let next = ''
  // The next version is built before the test (its compression takes seconds of CPU); publishing it
  // is then copying its files over the served ones, as a deploy does.
  test.beforeAll(() => {
    served = mkdtempSync(join(tmpdir(), 'sitekur-pwa-update-'))
    next = mkdtempSync(join(tmpdir(), 'sitekur-pwa-next-'))
    cpSync(resolve(process.env.OUT_DIR ?? 'dist'), served, { recursive: true })
    cpSync(served, next, { recursive: true })
    buildNextVersion(next)
  })
  test.afterAll(() => {
    rmSync(served, { recursive: true, force: true })
    rmSync(next, { recursive: true, force: true })
  })

  test('a new version waits until the user accepts "Yenile", then takes over after one reload', async ({
    page,
  }) => {
    const server = await startOwnServer(served)
    try {
      const nextBuild = page.locator('meta[name="sitekur-build"]')
      const toast = page.getByText('Yeni bir sürüm hazır.')
      await page.goto(server.url)
      await untilControlled(page)
      await expect(toast).toHaveCount(0)

      cpSync(next, served, { recursive: true })
      await page.reload() // the browser looks for a new sw.js on navigation and installs it
      await expect(toast).toBeVisible({ timeout: 30_000 })
      await expect(nextBuild).toHaveCount(0)

      // Not behind the user's back: reloading without accepting keeps the running version.
      await page.reload()
      await expect(toast).toBeVisible({ timeout: 30_000 })
      await expect(nextBuild).toHaveCount(0)

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Yenile' }).click()])
      await expect(nextBuild).toHaveCount(1)
      await untilControlled(page)
      await expect(toast).toHaveCount(0)
    } finally {
      await page.close()
      await server.stop()
    }
  })
})
