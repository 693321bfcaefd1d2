import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createCustomer, startSignInServer } from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'

// The session once signed in: route guards, token refresh across tabs, logout.

test.use({ serviceWorkers: 'block' })

let server: SignInServer
test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh database and the first admin's password hash
  server = await startSignInServer()
})
test.afterAll(async () => {
  await server?.stop()
})

interface StoredSession {
  user: { email: string; role: string }
  accessToken: string
  refreshToken: string
  expiresAt: number
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sitekur_session') ?? 'null') as StoredSession | null)

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/(user-dashboard|admin\/dashboard)$/)
}

/** POST /api/auth/refresh with the given refresh token, from the page: 401 once the session has ended. */
const refreshStatus = (page: Page, refreshToken: string | undefined) =>
  page.evaluate(
    (token) =>
      fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      }).then((r) => r.status),
    refreshToken,
  )

async function logOutFromMenu(page: Page) {
  const navbar = page.getByRole('navigation', { name: 'Ana menü' })
  await navbar.getByRole('button', { name: /Hesap menüsü/ }).click()
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click()
  await expect(navbar.getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
}

/** GET /api/me with the given token, from the page (the server's verdict on the token). */
const meStatus = (page: Page, token: string) =>
  page.evaluate(
    (bearer) => fetch('/api/me', { headers: { Authorization: `Bearer ${bearer}` } }).then((r) => r.status),
    token,
  )

test('without a session customer and admin pages send to /login, and back after signing in', async ({
  page,
}) => {
  const customer = await createCustomer(server)
  for (const path of [
    '/user-dashboard',
    '/dashboard',
    '/create-website',
    '/edit-website/42',
    '/website-builder',
  ]) {
    await page.goto('about:blank') // a fresh load each time, not a hash change racing the last redirect
    await page.goto(`${server.url}/#${path}`)
    await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=${encodeURIComponent(path)}$`))
  }
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/admin/users`)
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fadmin%2Fusers$/)

  await page.goto('about:blank')
  await page.goto(`${server.url}/#/create-website`)
  await page.getByLabel('E-posta').fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/create-website$/)
})

test('a customer is kept out of admin pages: /dashboard for the shell, /user-dashboard for users and requests', async ({
  page,
}) => {
  const customer = await createCustomer(server)
  await signIn(page, customer.email, customer.password)
  for (const [path, target] of [
    ['/admin/dashboard', '/dashboard'],
    ['/admin', '/dashboard'],
    ['/admin/settings', '/dashboard'],
    ['/admin/users', '/user-dashboard'],
    ['/admin/website-requests', '/user-dashboard'],
  ]) {
    await page.goto('about:blank')
    await page.goto(`${server.url}/#${path}`)
    await expect(page).toHaveURL(new RegExp(`#${target}$`))
  }
})

test('an admin reaches the admin pages', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  for (const path of ['/admin/users', '/admin/website-requests', '/admin/settings', '/user-dashboard']) {
    await page.goto(`${server.url}/#${path}`)
    await page.reload()
    // After a fresh load the screen renders only once the guard has let the navigation through.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`#${path}$`))
  }
})

test('corrupt stored session data means signed out', async ({ page }) => {
  await page.goto(`${server.url}/#/`)
  await page.evaluate(() => localStorage.setItem('sitekur_session', '{"user":{"id":1},"accessToken":"x"}'))
  await page.goto(`${server.url}/#/user-dashboard`)
  await expect(page).toHaveURL(/#\/login\?redirect=/)
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Giriş Yap' }),
  ).toBeVisible()
})

test('two tabs stay signed in across refreshes, one refresh call per rotation (Web Locks)', async ({
  context,
}) => {
  await context.clock.install()
  const customer = await createCustomer(server)
  const first = await context.newPage()
  await signIn(first, customer.email, customer.password)
  const second = await context.newPage()
  await second.goto(`${server.url}/#/user-dashboard`)
  await expect(second).toHaveURL(/#\/user-dashboard$/)

  const refreshCalls: string[] = []
  context.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshCalls.push(request.url())
  })
  const initial = await storedSession(first)
  expect(initial).not.toBeNull()

  for (let rotation = 1; rotation <= 2; rotation++) {
    const before = await storedSession(first)
    // 11 minutes on: the 5-minute check fires in both tabs and finds under 300 s of the 900 s token left.
    await context.clock.fastForward('11:00')
    await expect.poll(async () => (await storedSession(first))?.refreshToken).not.toBe(before?.refreshToken)
    const after = await storedSession(first)
    // The other tab adopts the rotated tokens instead of rotating again.
    await expect.poll(async () => (await storedSession(second))?.refreshToken).toBe(after?.refreshToken)
    expect(refreshCalls).toHaveLength(rotation)
    for (const page of [first, second]) {
      await expect(page).toHaveURL(/#\/user-dashboard$/)
      await expect(
        page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Panel' }),
      ).toBeVisible()
    }
    expect(await meStatus(second, after?.accessToken ?? '')).toBe(200)
  }
  // The first refresh token was rotated away: presenting it again is refused.
  const reused = await first.evaluate(
    (refreshToken) =>
      fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }).then((r) => r.status),
    initial?.refreshToken,
  )
  expect(reused).toBe(401)
})

test('a 401 from refresh signs out; an expired stored token is refreshed at load', async ({ page }) => {
  await page.clock.install()
  const customer = await createCustomer(server)
  await signIn(page, customer.email, customer.password)
  const before = await storedSession(page)

  // Expired while the app was closed: loading refreshes before the guard decides.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sitekur_session') ?? '{}') as { expiresAt: number }
    localStorage.setItem('sitekur_session', JSON.stringify({ ...stored, expiresAt: Date.now() - 1000 }))
  })
  await page.reload()
  await expect.poll(async () => (await storedSession(page))?.refreshToken).not.toBe(before?.refreshToken)
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Panel' }),
  ).toBeVisible()
  const after = await storedSession(page)
  expect(after?.expiresAt).toBeGreaterThan(await page.evaluate(() => Date.now() + 800_000))

  // The server revokes the session (e.g. logout elsewhere): the next refresh gets 401 and signs out.
  const revoked = await page.evaluate(
    (refreshToken) =>
      fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }).then((r) => r.status),
    after?.refreshToken,
  )
  expect(revoked).toBe(200)
  await page.clock.fastForward('11:00')
  await expect.poll(() => storedSession(page)).toBeNull()
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Giriş Yap' }),
  ).toBeVisible()
})

test('a network failure during refresh keeps the session', async ({ page }) => {
  await page.clock.install()
  const customer = await createCustomer(server)
  await signIn(page, customer.email, customer.password)
  const before = await storedSession(page)
  let attempts = 0
  await page.route('**/api/auth/refresh', (route) => {
    attempts += 1
    return route.abort('internetdisconnected')
  })
  await page.clock.fastForward('11:00')
  await expect.poll(() => attempts).toBeGreaterThan(0)
  expect((await storedSession(page))?.refreshToken).toBe(before?.refreshToken)
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Panel' }),
  ).toBeVisible()
})

test('logout ends the server session, clears the store and the sitekur-api cache, and returns to /', async ({
  page,
}) => {
  const customer = await createCustomer(server)
  await signIn(page, customer.email, customer.password)
  const session = await storedSession(page)
  await page.evaluate(async () => {
    const cache = await caches.open('sitekur-api')
    await cache.put('/api/me', new Response('{"success":true}'))
  })
  expect(await page.evaluate(() => caches.has('sitekur-api'))).toBe(true)

  await logOutFromMenu(page)
  await expect(page).toHaveURL(new RegExp(`^${server.url}/(#/?)?$`))
  expect(await storedSession(page)).toBeNull()
  await expect.poll(() => page.evaluate(() => caches.has('sitekur-api'))).toBe(false)
  // The refresh token is revoked on the server.
  await expect.poll(() => refreshStatus(page, session?.refreshToken)).toBe(401)
  await page.goto(`${server.url}/#/user-dashboard`)
  await expect(page).toHaveURL(/#\/login\?redirect=/)
})

test('a logout while offline reaches the server once the connection returns', async ({ page, context }) => {
  const customer = await createCustomer(server)
  await signIn(page, customer.email, customer.password)
  const session = await storedSession(page)
  // The account menu is a chunk of its own, loaded after sign-in; this spec runs without the service
  // worker, so going offline before it arrived would leave the page without a menu to sign out from.
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('button', { name: /Hesap menüsü/ }),
  ).toBeVisible()

  await context.setOffline(true)
  await logOutFromMenu(page)
  expect(await storedSession(page)).toBeNull()
  // Signed out here at once; the server has not heard of it, so the sign-out is kept for later.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sitekur-pending-logouts')))
    .toContain(session?.refreshToken ?? '')

  await context.setOffline(false)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sitekur-pending-logouts'))).toBeNull()
  expect(await refreshStatus(page, session?.refreshToken)).toBe(401)
})
