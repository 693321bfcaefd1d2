import { expect, test, type Page } from '@playwright/test'
import { startMockOidc, type MockOidc } from '../support/mock-oidc'
import { startOwnServer, type OwnServer } from '../support/own-server'

// Google sign-in end to end: the real server (its own process, GOOGLE_* pointing at a local OpenID
// provider) → the provider → /auth/google/callback → #/auth/callback → the dashboard.

const PORT = Number(process.env.E2E_GOOGLE_PORT ?? 4482)
const ORIGIN = `http://127.0.0.1:${PORT}`
const ADMIN = 'yonetici@example.com'
let oidc: MockOidc
let server: OwnServer

test.beforeAll(async () => {
  oidc = await startMockOidc()
  server = await startOwnServer(process.env.OUT_DIR ?? 'dist', {
    env: {
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      GOOGLE_CLIENT_ID: 'sitekur-e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-gizli',
      GOOGLE_ISSUER: oidc.issuer,
      ADMIN_EMAILS: ADMIN,
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await oidc?.stop()
})

/** The Google button of the login screen when it is there; otherwise the flow's start path. */
async function startGoogleSignIn(page: Page) {
  await page.goto(`${server.url}/#/login`)
  const button = page.locator('[data-google-sign-in]')
  await page.getByRole('heading', { name: 'Giriş Yap' }).waitFor()
  if (await button.count()) {
    // #/login labels it 'Google ile giriş yap', #/register 'Google ile devam et'.
    await expect(button).toHaveText(/^Google ile /)
    await button.click()
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: '#/login has no Google button yet: /auth/google' })
    await page.goto(`${server.url}/auth/google`)
  }
}

test('a new customer signs in with Google and lands on the user dashboard', async ({ page }) => {
  oidc.setIdentity({
    sub: 'e2e-sub-1',
    email: 'musteri@example.com',
    email_verified: true,
    name: 'Elif Demir',
  })
  const handoffs = new Set<string>()
  page.on('framenavigated', (frame) => {
    const handoff = /[#&?]handoff=([^&]+)/.exec(frame.url())?.[1]
    if (frame === page.mainFrame() && handoff) handoffs.add(handoff)
  })
  await startGoogleSignIn(page)
  await expect(page.getByText('Giriş başarılı! Hoş geldin, Elif Demir').first()).toBeVisible()
  await expect(page).toHaveURL(/#\/user-dashboard$/, { timeout: 10_000 })
  // The address changes before the lazily loaded dashboard has rendered; until it has, the callback
  // screen is still mounted and a visit to the same handoff would only re-show it.
  await expect(page.getByRole('heading', { name: 'Panelim' })).toBeVisible({ timeout: 10_000 })
  const stored = await page.evaluate(() => localStorage.getItem('sitekur_session'))
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email: 'musteri@example.com', role: 'user' } })
  // The secret never reached the browser; the one-time code cannot be used twice.
  expect(oidc.tokenRequests.at(-1)?.client_secret).toBe('e2e-gizli')
  expect(handoffs.size).toBe(1)
  await page.goto(`${server.url}/#/auth/callback?handoff=${[...handoffs][0]}`)
  await expect(page.getByText('Giriş işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.')).toBeVisible()
  await expect(page).toHaveURL(/#\/login$/, { timeout: 10_000 })
})

test('an address of ADMIN_EMAILS lands on the admin dashboard', async ({ page }) => {
  oidc.setIdentity({ sub: 'e2e-sub-admin', email: ADMIN, email_verified: true, name: 'Yönetici' })
  await startGoogleSignIn(page)
  await expect(page.getByText('Giriş başarılı! Hoş geldin, Yönetici').first()).toBeVisible()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli' })).toBeVisible({ timeout: 10_000 })
})

test('a refusal at the provider shows the documented error and returns to login', async ({ page }) => {
  await page.goto(`${server.url}/auth/google/callback?error=access_denied&state=x`)
  await expect(page).toHaveURL(/#\/auth\/callback\?error=access_denied$/)
  await expect(page.getByText('Google ile giriş iptal edildi veya bir hata oluştu.')).toBeVisible()
  await expect(page).toHaveURL(/#\/login$/, { timeout: 10_000 })
})

test('without GOOGLE_CLIENT_ID the button keeps the "yakında" message', async ({ page }) => {
  // The suite's default server (playwright.config.ts) has no Google client configured.
  await page.goto('/#/register')
  await page.getByRole('heading', { level: 1, name: 'Hesap Oluştur' }).waitFor()
  const button = page.locator('[data-google-sign-in]')
  await button.click()
  await expect(
    page.getByText('Google ile giriş özelliği yakında aktif olacak. Şimdilik email ile kayıt olabilirsiniz.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/#\/register$/)
})
