import { expect } from '@playwright/test'
import { test } from '../support/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { codeIn } from '../support/mail-catcher'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCustomer,
  startSignInServer,
  uniqueEmail,
} from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'
import { nextButton, toastRegion } from '../support/wizard-page'

// The core loop as one story, in Chromium against the real server (mail through a real SMTP server on
// loopback): a customer signs up and verifies her address, asks for a website through the wizard (the
// step gate, the SEO counters, the draft surviving a reload) and sends it; an admin, in a browser of
// their own, finds it by a Turkish-cased search and works it to in-progress, then completed, while the
// customer's dashboard, open all along and never reloaded, shows each status; the server refuses an
// illegal move and nothing changes.

const CUSTOMER = { name: 'Zeynep Çınar', password: 'Cini-Atolyesi-2026!' }
const WEBSITE = 'İSTANBUL Çini Atölyesi'
const SLOGAN = 'Elde boyanan İznik desenleri'
const META_TITLE = 'İSTANBUL Çini Atölyesi | El yapımı çini ve seramik'
const META_DESCRIPTION =
  'Kapalıçarşı yakınındaki atölyemizde el yapımı çini, seramik ve karo üretiyoruz; kurslar ve özel siparişler için bize ulaşın.'
const STATUS_FAILED = 'Status güncellenirken hata oluştu'
/** For what crosses from one browser to the other through the server (a refetch, a mail). */
const ACROSS = { timeout: 15_000 }

let server: SignInServer

test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh database and the first admin's password hash
  server = await startSignInServer({ SEED_DEMO: '0' })
  // Another customer's request on the desk, so that the search has something to leave out.
  const other = await createCustomer(server, 'Mehmet Demir')
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: other.email, password: other.password }),
  })
  const { data } = (await login.json()) as { data: { token: string } }
  const sent = await fetch(`${server.url}/api/submit-website-simple.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ name: 'Ankara Kuruyemiş', businessType: 'gida', description: 'Online satış' }),
  })
  expect(sent.ok, await sent.text()).toBe(true)
})

test.afterAll(async () => {
  await server?.stop()
})

/** The n/max counter in a field's accessible description ('10/60 karakter', not '110/160 …'). */
const counterOf = (field: Locator, count: number, max: number) =>
  expect(field).toHaveAccessibleDescription(new RegExp(`(^|\\D)${count}/${max} karakter`))

/** Whether a mail with `subject` has reached `email`. */
const mailed = (email: string, subject: string) => () =>
  server.mail.messages.some((mail) => mail.to.includes(email) && mail.subject === subject)

async function illegalMoves(request: APIRequestContext, token: string, requestId: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() }
  const legacy = await request.post(`${server.url}/api/update-request-status.php`, {
    headers,
    data: { requestId, status: 'pending' },
  })
  const rest = await request.patch(`${server.url}/api/admin/website-requests/${requestId}`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { status: 'pending' },
  })
  return Promise.all(
    [legacy, rest].map(async (response) => ({ status: response.status(), body: await response.json() })),
  )
}

const accessTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sitekur_session') ?? '{}') as { accessToken?: string }).accessToken,
  )

test('a request goes from the wizard through the desk to completed; the customer follows it live', async ({
  page: customer,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // The customer's clock is under the test's control: her live stream is how she learns of the team's
  // work, and the dashboard's 30-second refetch is the fallback when the stream is gone.
  await customer.clock.install()
  const email = uniqueEmail('cini')
  const recent = customer.getByRole('list', { name: 'Son talepler' })
  const row = recent.getByRole('listitem').filter({ hasText: WEBSITE })
  const summary = customer.getByLabel('Özet')
  let requestId = ''

  await test.step('the customer signs up and verifies her address with the code from the mail', async () => {
    const since = server.mail.messages.length
    await customer.goto(`${server.url}/#/register`)
    await customer.getByLabel('Ad Soyad').fill(CUSTOMER.name)
    await customer.getByLabel('E-posta').fill(email)
    await customer.getByLabel('Şifre', { exact: true }).fill(CUSTOMER.password)
    await customer.getByRole('button', { name: 'Hesap Oluştur' }).click()
    await expect(customer).toHaveURL(/#\/verify-code\?email=/)
    const code = codeIn(await server.mail.waitFor(email, { since }))
    await customer.getByLabel('Doğrulama kodu').fill(code)
    await customer.getByRole('button', { name: 'Doğrula' }).click()
    await expect(customer).toHaveURL(/#\/user-dashboard$/)
    await expect(customer.getByText('Henüz bir talebiniz yok.')).toBeVisible()
  })

  await test.step('step 1 of the wizard: Sonraki waits for the name, the kind of site and a description', async () => {
    await customer
      .getByRole('navigation', { name: 'Hızlı işlemler' })
      .getByRole('link', { name: /Yeni Website/ })
      .click()
    await expect(customer).toHaveURL(/#\/create-website$/)
    await expect(customer.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeVisible()
    await expect(customer.getByText('Adım 1 / 6')).toBeVisible()
    await expect(nextButton(customer)).toBeDisabled()
    await customer.getByLabel('Website adı').fill(WEBSITE)
    await expect(nextButton(customer)).toBeDisabled()
    await customer.getByLabel('Website türü').selectOption({ label: 'Kurumsal' })
    await expect(nextButton(customer)).toBeDisabled()
    await customer.getByLabel('Sektör').selectOption({ label: 'Diğer' })
    await customer.getByRole('textbox', { name: 'Açıklama', exact: true }).fill('Çini ve seramik atölyesi.')
    await expect(nextButton(customer)).toBeEnabled()
    await nextButton(customer).click()
    await expect(customer.getByText('Adım 2 / 6')).toBeVisible()
  })

  await test.step('the draft survives a reload, with its step', async () => {
    await customer.getByLabel('Doğa').check()
    await nextButton(customer).click()
    await expect(customer.getByText('Adım 3 / 6')).toBeVisible()
    await customer.getByLabel('Slogan').fill(SLOGAN)
    await expect(customer.getByText('Taslak kaydedildi')).toBeVisible()

    await customer.reload()
    await expect(customer.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
    await expect(customer.getByText('Adım 3 / 6')).toBeVisible()
    await expect(customer.getByLabel('Slogan')).toHaveValue(SLOGAN)
    await customer.getByRole('button', { name: 'Adım 2: Tasarım' }).click()
    await expect(customer.getByLabel('Doğa')).toBeChecked()
    await customer.getByRole('button', { name: 'Adım 1: Temel' }).click()
    await expect(customer.getByLabel('Website adı')).toHaveValue(WEBSITE)
  })

  await test.step('the SEO step counts up to 60 and 160 characters', async () => {
    await customer.getByRole('button', { name: 'Adım 6: SEO' }).click()
    await expect(customer.getByText('Adım 6 / 6')).toBeVisible()
    const title = customer.getByLabel('Site başlığı (meta title)')
    const description = customer.getByLabel('Meta açıklama')
    await counterOf(title, 0, 60)
    await title.fill('x'.repeat(70))
    await expect(title).toHaveValue('x'.repeat(60))
    await counterOf(title, 60, 60)
    await title.fill(META_TITLE)
    await counterOf(title, META_TITLE.length, 60)
    await counterOf(description, 0, 160)
    await description.fill(META_DESCRIPTION)
    await counterOf(description, META_DESCRIPTION.length, 160)
    await description.fill(`${META_DESCRIPTION} ${'y'.repeat(80)}`)
    await counterOf(description, 160, 160)
    await description.fill(META_DESCRIPTION)
    await customer.getByLabel('Anahtar kelimeler').fill('çini, seramik, istanbul')
  })

  await test.step('she sends it: Talep Gönderildi!, then her dashboard with the request pending', async () => {
    const answered = customer.waitForResponse(
      (r) => r.url().endsWith('/api/me/website-requests') && r.request().method() === 'POST',
    )
    await customer.getByRole('button', { name: 'Website Oluştur' }).click()
    const response = await answered
    expect(response.status()).toBe(201)
    requestId = ((await response.json()) as { data: { request: { id: string } } }).data.request.id
    await expect(toastRegion(customer)).toContainText('Talep Gönderildi!')
    await expect(customer).toHaveURL(/#\/user-dashboard$/, { timeout: 10_000 })
    await expect(row).toContainText('Beklemede')
    await expect(summary).toContainText('Bekleyen Talepler1')
    // From here her clock stands still: only the live stream, her coming back to the window (focus) or
    // the test moving time on (the 30-second refetch) can show her the team's work.
    await customer.clock.pauseAt(await customer.evaluate(() => Date.now() + 5_000))
  })

  // The admin works in a browser of their own; the customer's page stays open, never reloaded.
  const adminContext = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })
  const admin = await adminContext.newPage()
  const dialog = admin.getByRole('dialog', { name: WEBSITE })
  try {
    await test.step('the admin finds it by searching "istanbul" and opens it', async () => {
      await admin.goto(`${server.url}/#/login`)
      await admin.getByLabel('E-posta').fill(ADMIN_EMAIL)
      await admin.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD)
      await admin.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
      await expect(admin).toHaveURL(/#\/admin\/dashboard$/)
      await admin
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .getByRole('link', { name: 'Website Talepleri' })
        .click()
      const list = admin.getByLabel('Website talepleri listesi')
      await expect(list.locator('tbody').getByRole('row')).toHaveCount(2)
      await admin.getByPlaceholder('Website adı, e-posta veya firma ara…').fill('istanbul')
      await expect(admin).toHaveURL(/q=istanbul/)
      await expect(list.locator('tbody').getByRole('row')).toHaveCount(1)
      await expect(list).toContainText(WEBSITE)
      await list.getByRole('button', { name: `Detaylar: ${WEBSITE}` }).click()
      // Everything she typed reached the desk, the slogan restored from the draft included.
      await expect(dialog).toContainText(email)
      await expect(dialog).toContainText(SLOGAN)
      await expect(dialog).toContainText(META_TITLE)
      await expect(dialog).toContainText(META_DESCRIPTION)
    })

    await test.step('in progress: her open dashboard shows İşlemde through the live stream', async () => {
      await dialog.getByRole('button', { name: 'İşleme Al' }).click()
      await expect(admin.getByText(`"${WEBSITE}" talebi "İşlemde" olarak işaretlendi.`)).toBeVisible()
      // No focus, no reload, and the 30-second refetch is further off than this wait: only the stream
      // can bring it.
      await expect(row).toContainText('İşlemde', ACROSS)
      await expect(summary).toContainText('Bekleyen Talepler0')
      await expect.poll(mailed(email, 'Website talebiniz güncellendi: İşlemde'), ACROSS).toBe(true)
    })

    await test.step('completed: the 30-second refetch shows Tamamlandı when the stream is gone', async () => {
      // The stream is the fast path; polling stays the fallback. Her stream goes silent past its limit
      // (no heartbeat within the fast-forwarded 46 s), so the client drops it, and every reconnection fails.
      await customer.route('**/api/me/stream', (route) => route.abort())
      await customer.clock.fastForward(46_000)
      await dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }).click()
      await expect(admin.getByText(`"${WEBSITE}" talebi "Tamamlandı" olarak işaretlendi.`)).toBeVisible()
      await expect(dialog).toContainText('Tamamlanan talepte işlem yapılamaz.')
      await expect(row).toContainText('İşlemde')
      await customer.clock.fastForward(31_000)
      await expect(row).toContainText('Tamamlandı', ACROSS)
      await expect.poll(mailed(email, 'Website talebiniz güncellendi: Tamamlandı'), ACROSS).toBe(true)
    })

    await test.step('completed → pending is refused by the server and changes nothing', async () => {
      const token = await accessTokenOf(admin)
      expect(token).toBeTruthy()
      for (const answer of await illegalMoves(request, token ?? '', requestId)) {
        expect(answer.status).toBe(409)
        expect(answer.body).toMatchObject({ success: false, message: STATUS_FAILED })
      }
      await admin.reload()
      const card = admin.getByLabel('Website talepleri listesi').locator('tbody').getByRole('row')
      await expect(card).toHaveCount(1)
      await expect(card).toContainText('Tamamlandı')
      // The customer's dashboard asks the server again and still shows the request completed.
      const refetched = customer.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/me/website-requests',
      )
      await customer.evaluate(() => window.dispatchEvent(new Event('focus')))
      expect((await refetched).ok()).toBe(true)
      await expect(row).toContainText('Tamamlandı')
      await expect(summary).toContainText('Bekleyen Talepler0')
    })
  } finally {
    await adminContext.close()
  }
})
