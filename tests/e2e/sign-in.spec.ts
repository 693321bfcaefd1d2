import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { codeIn, linkIn } from '../support/mail-catcher'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCustomer,
  startSignInServer,
  uniqueEmail,
} from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'

// Sign-up, verification and sign-in against the real server, which mails through a real SMTP server
// on loopback. The service worker is kept out: these are the online paths.

test.use({ serviceWorkers: 'block' })

let server: SignInServer
test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh database and the first admin's password hash
  server = await startSignInServer()
})
test.afterAll(async () => {
  await server?.stop()
})

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Bildirimler' }).getByText(text)
const hashOf = (page: Page) => new URL(page.url()).hash
const PASSWORD = 'Guclu-Parola-2024!'

async function registerThroughForm(page: Page, email: string) {
  await page.goto(`${server.url}/#/register`)
  await page.getByLabel('Ad Soyad').fill('Mehmet Öztürk')
  await page.getByLabel('E-posta').fill(`  ${email}  `)
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click()
  await expect(page).toHaveURL(/#\/verify-code\?email=/)
}

test('register → the code from the mail → the customer dashboard, signed in', async ({ page }) => {
  const email = uniqueEmail()
  const since = server.mail.messages.length
  await page.goto(`${server.url}/#/register`)
  // The server's minimum (default 8), benefits and the package note are on the page.
  await expect(page.getByText('En az 8 karakter', { exact: false })).toBeVisible()
  for (const benefit of ['24 saatte teslim', 'Hosting dahil', 'Mobil uyumlu tasarım', '7/24 destek']) {
    await expect(page.getByText(benefit)).toBeVisible()
  }
  await expect(page.getByText(/Paket seçimi ve aylık\/yıllık faturalandırma/)).toBeVisible()

  await page.getByRole('button', { name: 'Hesap Oluştur' }).click()
  await expect(page.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurun')
  await page.getByLabel('Ad Soyad').fill('Mehmet Öztürk')
  await page.getByLabel('E-posta').fill(`  ${email}  `)
  await page.getByLabel('Şifre', { exact: true }).fill('kisa')
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click()
  await expect(page.getByRole('alert')).toHaveText('Şifre en az 8 karakter olmalıdır.')
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Göster' }).click()
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click()

  await expect(page).toHaveURL(new RegExp(`#/verify-code\\?email=${encodeURIComponent(email)}`))
  await expect(
    toast(page, 'Kayıt başarılı! E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.'),
  ).toBeVisible()
  await expect(page.getByTestId('countdown')).toHaveText(/^1[45]:\d\d$/)

  const mail = await server.mail.waitFor(email, { since })
  const code = codeIn(mail)
  const submit = page.getByRole('button', { name: 'Doğrula' })
  const input = page.getByLabel('Doğrulama kodu')
  await input.fill(code.slice(0, 5))
  await expect(submit).toBeDisabled()
  await input.fill(code)
  await expect(submit).toBeEnabled()
  await input.press('Enter')

  await expect(toast(page, 'Email doğrulama başarılı!')).toBeVisible()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  const navbar = page.getByRole('navigation', { name: 'Ana menü' })
  await expect(navbar.getByRole('link', { name: 'Panel' })).toBeVisible()
  await expect(navbar.getByRole('link', { name: 'Yönetim' })).toHaveCount(0)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sitekur_session') ?? 'null'))
  expect(stored.user.email).toBe(email)
  expect(stored.user.role).toBe('user')
})

test('a wrong code is refused with the server message; the field keeps digits only', async ({ page }) => {
  const email = uniqueEmail()
  const since = server.mail.messages.length
  await registerThroughForm(page, email)
  const code = codeIn(await server.mail.waitFor(email, { since }))
  const wrong = code === '000000' ? '111111' : '000000'
  const input = page.getByLabel('Doğrulama kodu')
  await input.fill('ab12 3x')
  await expect(input).toHaveValue('123')
  // Pasting a formatted code (a real clipboard paste) keeps its digits.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  await page.evaluate((text) => navigator.clipboard.writeText(text), `${wrong.slice(0, 3)} ${wrong.slice(3)}`)
  await input.fill('')
  await input.press('ControlOrMeta+V')
  await expect(input).toHaveValue(wrong)
  await page.getByRole('button', { name: 'Doğrula' }).click()
  await expect(page.getByRole('alert')).toHaveText('Doğrulama kodu hatalı')
  await expect(page).toHaveURL(/#\/verify-code/)
  expect(await page.evaluate(() => localStorage.getItem('sitekur_session'))).toBeNull()
})

test('resend opens only after 120 s (fake clock), calls the server and restarts the countdown', async ({
  page,
}) => {
  await page.clock.install()
  const email = uniqueEmail()
  await registerThroughForm(page, email)
  const resend = page.getByRole('button', { name: 'Kodu yeniden gönder' })
  const countdown = page.getByTestId('countdown')
  await expect(countdown).toHaveText('15:00')
  await expect(resend).toBeDisabled()

  await page.clock.fastForward('01:59')
  await expect(countdown).toHaveText('13:01')
  await expect(resend).toBeDisabled()
  await page.clock.fastForward('00:01')
  await expect(countdown).toHaveText('13:00')
  await expect(resend).toBeEnabled()

  // The server has its own clock: its 120 s between mails to one address have not passed.
  await resend.click()
  await expect(toast(page, /^Yeni bir doğrulama e-postası için lütfen \d+ saniye bekleyin\.$/)).toBeVisible()

  // An address the server has not mailed yet: accepted (same answer for any address), countdown restarts.
  await page.goto(`${server.url}/#/verify-code?email=${encodeURIComponent(uniqueEmail('baska'))}`)
  await expect(countdown).toHaveText('15:00')
  await page.clock.fastForward('02:01')
  await resend.click()
  await expect(toast(page, 'Doğrulama e-postası yeniden gönderildi')).toBeVisible()
  await expect(countdown).toHaveText('15:00')
  await expect(resend).toBeDisabled()
})

test('/email-code-verification: resend sends the user back to register', async ({ page }) => {
  await page.clock.install()
  await page.goto(`${server.url}/#/email-code-verification?email=${encodeURIComponent(uniqueEmail())}`)
  await expect(page.getByTestId('countdown')).toHaveText('15:00')
  await page.clock.fastForward('02:01')
  await page.getByRole('button', { name: 'Kodu yeniden gönder' }).click()
  await expect(toast(page, 'Yeni kod için tekrar kayıt olmayı deneyin')).toBeVisible()
  await expect(page).toHaveURL(/#\/register$/)
})

test('the link from the mail verifies the address, then login?verified=1 and sign-in work', async ({
  page,
}) => {
  const email = uniqueEmail()
  const since = server.mail.messages.length
  await registerThroughForm(page, email)
  const link = linkIn(await server.mail.waitFor(email, { since }), '#/email-verification?')
  expect(link.startsWith(server.url)).toBe(true)

  await page.goto(link)
  await expect(page.getByText('Email doğrulama başarılı!')).toBeVisible()
  await expect(page).toHaveURL(/#\/login\?verified=1$/, { timeout: 6000 })
  await expect(page.getByText('E-posta adresiniz doğrulandı. Şimdi giriş yapabilirsiniz.')).toBeVisible()

  // The link is single-use.
  await page.goto(link)
  await expect(page.getByRole('alert')).toHaveText(
    'Doğrulama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
  )
  await page.goto(`${server.url}/#/email-verification`)
  await expect(page.getByRole('alert')).toHaveText('Doğrulama kodu bulunamadı')

  // The screen asks /health when it opens; the server answers, so it says no word of the offline demo.
  const probed = page.waitForResponse((response) => new URL(response.url()).pathname === '/health')
  await page.goto(`${server.url}/#/login`)
  expect((await probed).ok()).toBe(true)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await expect(page.getByText(/çevrimdışı demoyu/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
})

test('login: missing fields, wrong password, then the admin lands on /admin/dashboard', async ({ page }) => {
  await page.goto(`${server.url}/#/login`)
  const submit = page.getByRole('button', { name: 'Giriş Yap', exact: true })
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurun')

  await page.getByLabel('E-posta').fill(`  ${ADMIN_EMAIL} `)
  await page.getByLabel('Şifre', { exact: true }).fill('yanlis-parola')
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText('Email veya şifre hatalı')

  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD)
  await submit.click()
  await expect(toast(page, 'Giriş başarılı')).toBeVisible()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  // The back-office brings its own shell (no site navbar); the site's pages show the admin's entries.
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0)
  await page.evaluate(() => (window.location.hash = '#/privacy'))
  const navbar = page.getByRole('navigation', { name: 'Ana menü' })
  await expect(navbar.getByRole('link', { name: 'Yönetim' })).toHaveAttribute('href', '#/admin')
  await navbar.getByRole('button', { name: /Hesap menüsü/ }).click()
  for (const item of ['Profil', 'Ayarlar', 'Admin Panel', 'Çıkış Yap']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
  }
})

test('login: a customer lands on /user-dashboard without the admin entries', async ({ page }) => {
  const customer = await createCustomer(server)
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  expect(hashOf(page)).toBe('#/user-dashboard')
  const navbar = page.getByRole('navigation', { name: 'Ana menü' })
  await expect(navbar.getByRole('link', { name: 'Yönetim' })).toHaveCount(0)
  await navbar.getByRole('button', { name: /Hesap menüsü/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
})

test('login: an unreachable server says so', async ({ page }) => {
  await page.goto(`${server.url}/#/login`)
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'))
  await page.getByLabel('E-posta').fill('biri@example.com')
  await page.getByLabel('Şifre', { exact: true }).fill('bir-parola')
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Bağlantı hatası. Lütfen tekrar deneyin.')
})
