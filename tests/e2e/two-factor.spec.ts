import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import { createCustomer, startSignInServer } from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'
import { axeViolations } from '../support/axe'

// Two-factor sign-in from Profil against the real server: enrolment with a code computed here from the
// secret on the page, then signing in with a code and with a recovery code; the sessions list; axe on
// the security page and the code step. The service worker is kept out: these are the online paths.

test.use({ serviceWorkers: 'block' })

let server: SignInServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startSignInServer()
})
test.afterAll(async () => {
  await server?.stop()
})

async function expectAxeClean(page: Page, selector: string) {
  expect(await axeViolations(page, { include: selector })).toEqual([])
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

async function signOut(page: Page) {
  const navbar = page.getByRole('navigation', { name: 'Ana menü' })
  await navbar.getByRole('button', { name: /Hesap menüsü/ }).click()
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click()
  await expect(navbar.getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
}

/** A code from the secret for a time step after `afterStep` (a code is accepted once per step). */
async function nextCode(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  const step = Math.max(Math.floor(Date.now() / 30_000), afterStep + 1)
  // The server accepts one step of drift either way: the next step's code is good up to 30 s early.
  return { code: await generate({ secret, epoch: step * 30 }), step }
}

test('TOTP from Profil: enrol, sign in with a code, then with a recovery code; sessions list', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const customer = await createCustomer(server, 'Selin Güvenli')
  await passwordStep(page, customer.email, customer.password)
  await expect(page).toHaveURL(/#\/user-dashboard/)

  // Profil → the security card → the account security page.
  await page.goto(`${server.url}/#/user-dashboard?tab=profile`)
  await page.getByRole('link', { name: 'İki adımlı doğrulama' }).click()
  await expect(page.getByRole('heading', { name: 'Hesap Güvenliği' })).toBeVisible()
  const twoFactor = page.getByRole('region', { name: 'İki adımlı doğrulama' })
  await expect(twoFactor.getByText('Kapalı')).toBeVisible()
  await twoFactor.getByRole('button', { name: 'Etkinleştir' }).click()
  await expect(twoFactor.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectAxeClean(page, 'main')

  let used = 0
  const first = await nextCode(secret, used)
  used = first.step
  await twoFactor.getByLabel('Doğrulama kodu').fill(first.code)
  await twoFactor.getByRole('button', { name: 'Doğrula ve etkinleştir' }).click()
  const codes = page.getByTestId('recovery-code')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()
  await expectAxeClean(page, 'main')
  await twoFactor.getByRole('button', { name: 'Kaydettim' }).click()
  await expect(twoFactor.getByText('Etkin', { exact: true })).toBeVisible()
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Kalan kurtarma kodu: 10')

  // The sessions list shows this browser as the current session.
  const sessions = page.getByRole('region', { name: 'Oturumlar' })
  const current = sessions.getByTestId('session-row').filter({ hasText: 'Bu cihaz' })
  await expect(current).toHaveCount(1)
  await expect(current).toContainText('Chrome · Linux')
  await expect(current).toContainText('127.0.0.1')

  // Sign out, then in with a code.
  await signOut(page)
  await passwordStep(page, customer.email, customer.password)
  const step = page.getByRole('form', { name: 'İki adımlı doğrulama' })
  await expect(step.getByLabel('Doğrulama kodu')).toHaveAttribute('autocomplete', 'one-time-code')
  await expectAxeClean(page, 'main')
  const second = await nextCode(secret, used)
  await step.getByLabel('Doğrulama kodu').fill(second.code)
  await step.getByRole('button', { name: 'Doğrula' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard/)

  // Sign out, then in with a recovery code (once).
  await signOut(page)
  await passwordStep(page, customer.email, customer.password)
  await step.getByRole('button', { name: 'Kurtarma kodu kullan' }).click()
  await step.getByLabel('Kurtarma kodu').fill(recoveryCodes[0] ?? '')
  await expectAxeClean(page, 'main')
  await step.getByRole('button', { name: 'Doğrula' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard/)
  await page.goto(`${server.url}/#/account-security`)
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Kalan kurtarma kodu: 9')
  await expect(page.getByRole('region', { name: 'Oturumlar' }).getByText('Bu cihaz')).toBeVisible()
})
