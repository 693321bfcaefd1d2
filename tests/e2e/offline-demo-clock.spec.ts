import { resolve } from 'node:path'
import { expect, test, type Page, type Request } from '@playwright/test'
import { authMessages } from '../../api/auth/auth-messages.shared'
import { DEFAULT_REFRESH_TOKEN_TTL_DAYS } from '../../api/auth/refresh-tokens'
import { signInToOfflineDemo } from '../support/offline-demo'
import { moveServiceWorkerClock, serviceWorkerClockOffset } from '../support/service-worker-clock'
import { startStaticOnlyServer, type StaticOnlyServer } from '../support/static-only-server'

// A demo session across time (docs/rules/offline-demo-and-sync.md#demo-sessions): the page's clock
// (Playwright's) and the service worker's (service-worker-clock.ts) are moved together, so the page
// refreshes on its schedule and the emulated API judges the demo tokens at the moved time.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

const FOUR_MINUTES = 4 * 60_000

let site: StaticOnlyServer
test.beforeAll(async () => {
  site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
})
test.afterAll(async () => {
  await site?.stop()
})

const storedRefreshToken = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sitekur_session') ?? 'null') as {
      refreshToken: string
    } | null
    return stored?.refreshToken ?? null
  })

/** The page's API calls with a token, made and not yet answered (the live stream, always open, aside). */
function authorisedCallsInFlight(page: Page): Set<Request> {
  const calls = new Set<Request>()
  page.on('request', (request) => {
    if (request.headers().authorization && !request.url().endsWith('/stream')) calls.add(request)
  })
  page.on('requestfinished', (request) => calls.delete(request))
  page.on('requestfailed', (request) => calls.delete(request))
  return calls
}

/** Screens that each ask the emulated API for something, and a text of its answer. */
const screens = [
  { path: '/admin/users', list: 'Kullanıcı listesi', shows: 'ayse.yilmaz@example.com' },
  { path: '/admin/websites', list: 'Websiteler listesi', shows: 'demokafe.com.tr' },
  { path: '/admin/billing', list: 'Faturalar listesi', shows: 'INV-DEMO-1005' },
  { path: '/admin/activity', list: 'Aktivite kayıtları', shows: 'Kullanıcı askıya alındı' },
  { path: '/admin/support-tickets', list: 'Destek talepleri listesi', shows: 'E-posta hesabı kurulumu' },
]

test('a demo session used across 20 minutes of moved clock keeps working, and still writes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.clock.install()
  await signInToOfflineDemo(page, site.url)
  const firstRefreshToken = await storedRefreshToken(page)
  const refreshes: Array<{ status: number; source: string | null }> = []
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/auth/refresh')) return
    refreshes.push({ status: response.status(), source: response.headers()['x-sitekur-source'] ?? null })
  })

  // 5 × 4 minutes, the worker first: the page's 5-minute check then finds it at the same time or later,
  // and a call still on its way is at most 4 minutes behind, within the 5 minutes the page keeps in hand.
  // The access token lives 15 minutes, so without a refresh the emulated API refuses it from minute 16.
  let offset = 0
  for (const screen of screens) {
    offset = await moveServiceWorkerClock(context, offset, FOUR_MINUTES)
    await page.clock.fastForward(FOUR_MINUTES)
    await page.goto(`${site.url}/#${screen.path}`)
    await expect(page.getByLabel(screen.list)).toContainText(screen.shows)
    await expect(page).toHaveURL(new RegExp(`#${screen.path}$`))
    // The worker that answered judged at the moved time (it was not restarted with the real clock).
    expect(Math.abs((await serviceWorkerClockOffset(page)) - offset)).toBeLessThan(5_000)
  }
  expect(offset).toBe(20 * 60_000)
  // The emulation refreshed the session on the page's schedule.
  expect(refreshes).toContainEqual({ status: 200, source: 'emulated' })
  expect(await storedRefreshToken(page)).not.toBe(firstRefreshToken)

  // Still signed in, and a write goes through: the demo admin answers a customer's request.
  const title = 'Menü sayfasına yaz menüsü eklensin'
  const answer = 'Yaz menüsünü bugün ekliyoruz.'
  await page.getByRole('button', { name: `Aç: ${title}` }).click()
  const thread = page.getByRole('dialog', { name: title })
  const reply = thread.getByRole('form', { name: 'Müşteriye yanıt yaz' })
  await reply.getByLabel('Mesajınız').fill(answer)
  await reply.getByRole('button', { name: 'Yanıtı Gönder' }).click()
  await expect(thread.getByRole('list', { name: 'Mesajlar' })).toContainText(answer)
  await thread.getByRole('button', { name: 'Kapat' }).click()
  // The emulated API recorded it: the activity log's newest entry is the answer, by the demo admin.
  await page.goto(`${site.url}/#/admin/activity`)
  const newest = page.getByLabel('Aktivite kayıtları').locator('tbody').getByRole('row').first()
  await expect(newest).toContainText('Destek masası: talebe yanıt verildi')
  await expect(newest).toContainText('admin@sitekur.app')
})

test('a demo session whose refresh token has expired says so in Turkish', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.clock.install()
  const inFlight = authorisedCallsInFlight(page)
  await signInToOfflineDemo(page, site.url)
  // The tab rests on the landing page, which makes no call with the token, once the dashboard's are answered:
  // a call made before the clocks move must not reach the worker after (no device's clocks part like that).
  await page.goto(`${site.url}/#/`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İşletmenizin web sitesi')
  await expect.poll(() => inFlight.size).toBe(0)

  // A day past the refresh token's lifetime (and far past the idle limit) on both clocks, the worker first.
  const later = (DEFAULT_REFRESH_TOKEN_TTL_DAYS + 1) * 86_400_000
  await moveServiceWorkerClock(context, 0, later)
  await page.clock.fastForward(later)

  // The page's 5-minute check asks the emulation to refresh; its 401 ends the session with a word.
  await expect(page.getByText(authMessages.demoSessionExpired)).toBeVisible()
  expect(await storedRefreshToken(page)).toBeNull() // signed out
  expect(Math.abs((await serviceWorkerClockOffset(page)) - later)).toBeLessThan(5_000)
  await page.goto(`${site.url}/#/admin/users`)
  await expect(page).toHaveURL(/#\/login/)
})
