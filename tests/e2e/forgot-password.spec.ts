import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { codeIn, linkIn } from '../support/mail-catcher'
import { createCustomer, startSignInServer } from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'

// "Şifremi unuttum" against the real server, which mails through a real SMTP server on loopback
// (docs/rules/accounts-and-sign-in.md#forgotten-password): the mailed link from the sign-in screen, and
// the mail's code on the code page, on a 375 px phone. The customers are made through the API.

let server: SignInServer
test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh database and the first admin's password hash
  server = await startSignInServer()
})
test.afterAll(async () => {
  await server?.stop()
})

const REQUESTED =
  'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı ve 6 haneli kod gönderildi. Gelen kutunuzu (ve istenmeyen klasörünü) kontrol edin; ikisi de 30 dakika geçerlidir.'
const CHANGED = 'Şifreniz değiştirildi ve tüm oturumlarınız kapatıldı. Yeni şifrenizle giriş yapabilirsiniz.'
const NEW_PASSWORD = 'Yeni-Sifre-Limon-58!'

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Sends the forgot screen's form; the mail it caused. */
async function requestFromForgotScreen(page: Page, email: string) {
  const since = server.mail.messages.length
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click()
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible()
  return server.mail.waitFor(email, { since })
}

test('the mailed link: from the sign-in screen to a new password; the old session is signed out', async ({
  page,
}) => {
  const customer = await createCustomer(server, 'Leyla Unutkan')
  const signedIn = await post('/api/auth/login', { email: customer.email, password: customer.password })
  const { data: session } = (await signedIn.json()) as { data: { refreshToken: string } }

  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(customer.email)
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click()
  await expect(page).toHaveURL(/#\/forgot-password\?email=/)
  await expect(page.getByLabel('E-posta')).toHaveValue(customer.email)
  const since = server.mail.messages.length
  const mail = await requestFromForgotScreen(page, customer.email)
  expect(mail.subject).toMatch(/^SiteKur şifre sıfırlama kodunuz: \d{6}$/)

  await page.goto(linkIn(mail, '#/reset-password?'))
  await expect(page.getByText(`Hesap: ${customer.email}`)).toBeVisible()
  const password = page.getByLabel('Yeni şifre', { exact: true })
  const repeat = page.getByLabel('Yeni şifre (tekrar)')
  const submit = page.getByRole('button', { name: 'Şifremi değiştir' })
  // The server's policy, in Turkish, and nothing changes: the same link works afterwards.
  await password.fill('12345678')
  await repeat.fill('12345678')
  await submit.click()
  await expect(
    page.getByText('Bu şifre çok yaygın ve kolayca tahmin edilebilir.', { exact: false }),
  ).toBeVisible()
  await password.fill(NEW_PASSWORD)
  await repeat.fill(NEW_PASSWORD)
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: CHANGED })).toBeVisible()

  const notice = await server.mail.waitFor(customer.email, { since: since + 1 })
  expect(notice.subject).toBe('Şifreniz değiştirildi')
  expect(notice.text).not.toContain(NEW_PASSWORD)
  expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401)

  await page.getByRole('link', { name: 'Giriş yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/login\?email=/)
  await expect(page.getByLabel('E-posta')).toHaveValue(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard/)
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mail’s code on the code page sets the password; a wrong code is told', async ({ page }) => {
    const customer = await createCustomer(server, 'Kerem Telefon')
    await page.goto(`${server.url}/#/forgot-password`)
    await expect(page.getByRole('heading', { name: 'Şifremi unuttum' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('E-posta').fill(customer.email)
    const code = codeIn(await requestFromForgotScreen(page, customer.email))

    await page.getByRole('link', { name: 'Kodu gir ve yeni şifre belirle' }).click()
    await expect(page).toHaveURL(/#\/reset-password\?email=/)
    await expect(page.getByLabel('E-posta', { exact: true })).toHaveValue(customer.email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await page.getByLabel('Sıfırlama kodu (6 haneli)').fill(wrong)
    await page.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Kod hatalı. Lütfen e-postanızdaki 6 haneli kodu kontrol edin.',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Sıfırlama kodu (6 haneli)').fill(code)
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click()
    await expect(page.getByRole('status').filter({ hasText: CHANGED })).toBeVisible()
    const signedIn = await post('/api/auth/login', { email: customer.email, password: NEW_PASSWORD })
    expect(signedIn.status).toBe(200)
  })
})
