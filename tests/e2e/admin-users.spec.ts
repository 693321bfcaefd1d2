import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { linkIn } from '../support/mail-catcher'
import { startSignInServer, type SignInServer } from '../support/sign-in-server'

// The customers screen against the real server (docs/rules/customers.md), mail through a loopback SMTP
// server: the story "an admin finds a customer, changes the plan inline, suspends them — the customer's
// open dashboard is signed out"; the add dialog and the invitation's set-password page end to end; the
// edit dialog; delete with its confirmation (and no delete for an admin); the status and plan filters in
// the URL; the drawer's websites and requests; axe on the screen, the dialogs, the drawer, the
// set-password page and /admin/two-factor.

const ADMIN = { email: 'yonetici@musteriler.test', password: 'Musteri-Masasi-2026!' }
/** The first admin's name (server/seed/seed.ts). */
const ADMIN_NAME = 'SiteKur Yönetici'
/** The customer of the story: signed in with a password of their own. */
const ISMAIL = { name: 'İsmail Demir', email: 'ismail@musteri.test', password: 'Kestane-Kebap-4827!' }
/** Polling runs every 30 s: a sign-out seen within this came through the live stream. */
const LIVE_WITHIN_MS = 3_000
const SIGNED_OUT = 'Oturumunuz sonlandırıldı. Lütfen tekrar giriş yapın.'
const INVALID_LINK =
  'Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş. Yöneticinizden yeni bir davet isteyin.'

let server: SignInServer
let api: APIRequestContext
let adminToken = ''

const bearer = (token = adminToken) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

interface CustomerFields {
  subscription?: string
  status?: 'active' | 'suspended' | 'pending'
  role?: 'user' | 'admin'
  /** Set here, the account needs no invitation (docs/rules/customers.md#invitations). */
  password?: string
}

async function createCustomer(name: string, email: string, fields: CustomerFields = {}) {
  const response = await api.post('/api/admin/users', {
    headers: bearer(),
    data: { name, email, subscription: 'free', ...fields },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { user: { id: string } } }).data.user
}

async function apiSession(who: { email: string; password: string }) {
  const response = await api.post('/api/auth/login', { data: who })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string; refresh_token: string } }).data
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startSignInServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  api = await playwrightRequest.newContext({ baseURL: server.url })
  adminToken = (await apiSession(ADMIN)).token
  await createCustomer(ISMAIL.name, ISMAIL.email, { subscription: 'Pro Plan', password: ISMAIL.password })
  await createCustomer('Çağla Yıldız', 'cagla@musteri.test')
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(who.email)
  await page.getByLabel('Şifre', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

async function openUsers(page: Page, query = '') {
  await signIn(page, ADMIN)
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await page.goto(`${server.url}/#/admin/users${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı Yönetimi' })).toBeVisible()
  await expect(page.getByText('Kullanıcılar yükleniyor…')).toHaveCount(0)
}

const table = (page: Page) => page.getByRole('table', { name: 'Kullanıcı listesi' })
const rows = (page: Page) => table(page).locator('tbody').getByRole('row')
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('button', { name, exact: true }) })

async function expectAxeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** A second browser context for the customer (their own storage, their own service worker). */
async function customerPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('an admin finds a customer, changes the plan inline, suspends them — the customer’s open dashboard is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const customer = await customerPage(browser)
  try {
    // The customer is signed in, on their dashboard, with its live stream open.
    const streamOpened = customer.page.waitForResponse(
      (response) => response.url().endsWith('/api/me/stream') && response.status() === 200,
    )
    await signIn(customer.page, ISMAIL)
    await expect(customer.page).toHaveURL(/#\/user-dashboard/)
    await streamOpened
    // A mark on the window: it is still there at the end only if the page was never reloaded.
    await customer.page.evaluate(() => Object.assign(window, { __notReloaded: true }))
    const stored = await customer.page.evaluate(() => localStorage.getItem('sitekur_session'))
    const pageRefreshToken = (JSON.parse(stored ?? '{}') as { refreshToken?: string }).refreshToken
    expect(pageRefreshToken).toBeTruthy()
    // A second session of theirs, opened elsewhere: the suspension must end it too.
    const elsewhere = await apiSession(ISMAIL)

    await openUsers(page)
    await page.getByRole('searchbox', { name: 'Ad veya e-posta ara' }).fill('İSMAİL')
    await expect(rows(page)).toHaveCount(1)
    const row = rows(page).first()
    await expect(row).toContainText(ISMAIL.email)

    await row.getByRole('combobox', { name: `Plan: ${ISMAIL.name}` }).selectOption('Premium Plan')
    await expect(page.getByText(`${ISMAIL.name}: plan Premium Plan olarak değiştirildi.`)).toBeVisible()
    await row.getByRole('button', { name: `Askıya al: ${ISMAIL.name}` }).click()
    const suspended = Date.now()
    await expect(page.getByText(`${ISMAIL.name} askıya alındı; tüm oturumları kapatıldı.`)).toBeVisible()
    await expect(row).toContainText('Askıda')

    // The customer's open page goes to the sign-in screen by itself, with the message.
    await expect(customer.page).toHaveURL(/#\/login/, { timeout: LIVE_WITHIN_MS })
    await expect(customer.page.getByText(SIGNED_OUT)).toBeVisible()
    test.info().annotations.push({
      type: 'customer signed out after the suspension',
      description: `${Date.now() - suspended} ms`,
    })
    await expect(customer.page.getByRole('button', { name: 'Giriş Yap', exact: true })).toBeVisible()
    expect(await customer.page.evaluate(() => '__notReloaded' in window)).toBe(true)
    expect(await customer.page.evaluate(() => localStorage.getItem('sitekur_session'))).toBeNull()

    // No session of theirs can be renewed, nor used.
    for (const refreshToken of [pageRefreshToken, elsewhere.refresh_token]) {
      const refreshed = await api.post('/api/auth/refresh', { data: { refreshToken } })
      expect(refreshed.status(), await refreshed.text()).toBe(401)
    }
    expect((await api.get('/api/me', { headers: bearer(elsewhere.token) })).status()).toBe(401)

    // The change is stored: after a reload the row is still suspended, on the new plan.
    await page.reload()
    await expect(page).toHaveURL(/q=/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toContainText('Askıda')
    await expect(
      rows(page)
        .first()
        .getByRole('combobox', { name: `Plan: ${ISMAIL.name}` }),
    ).toHaveValue('Premium Plan')
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: `Etkinleştir: ${ISMAIL.name}` }),
    ).toBeVisible()
  } finally {
    await customer.context.close()
  }
})

test('the add dialog shows its errors at the field; the invitation link sets the password once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const invited = { name: 'Yeni Müşteri', email: 'yeni@musteri.test', password: 'Lale-Bahcesi-2026!' }
  await openUsers(page)
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni kullanıcı' })
  await expectAxeClean(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const name = dialog.getByLabel('Ad Soyad')
  const email = dialog.getByLabel('E-posta')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Ad ve email alanları zorunludur.')
  await expectAxeClean(page, '[role="dialog"]')

  await name.fill(invited.name)
  await email.fill('CAGLA@musteri.test')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(email).toHaveAccessibleDescription('Bu email adresi zaten kullanılıyor.')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  const since = server.mail.messages.length
  await email.fill(invited.email)
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Şifresini belirlemesi için davet e-postası gönderildi.')).toBeVisible()
  await expect(table(page)).toContainText(invited.email)

  // The mail holds a link, never a password; the link opens the set-password page.
  const mail = await server.mail.waitFor(invited.email, { since })
  const link = linkIn(mail, '/#/set-password?token=')
  expect(link.startsWith(`${server.url}/`)).toBe(true)
  const customer = await customerPage(browser)
  try {
    const visitor = customer.page
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Şifrenizi belirleyin' })).toBeVisible()
    await expect(visitor.getByText(`Hesap: ${invited.email}`)).toBeVisible()
    await expectAxeClean(visitor, 'main')
    await visitor.getByLabel('Yeni şifre', { exact: true }).fill(invited.password)
    await visitor.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(`${invited.password}x`)
    await visitor.getByRole('button', { name: 'Şifremi belirle' }).click()
    await expect(visitor.getByLabel('Yeni şifre (tekrar)', { exact: true })).toHaveAccessibleDescription(
      'Şifreler eşleşmiyor.',
    )
    await expectAxeClean(visitor, 'main')
    await visitor.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(invited.password)
    await visitor.getByRole('button', { name: 'Şifremi belirle' }).click()
    await expect(visitor.getByText('Şifreniz belirlendi. Artık giriş yapabilirsiniz.')).toBeVisible()
    await expect(visitor).toHaveURL(/#\/login/, { timeout: 10_000 })

    await signIn(visitor, invited)
    await expect(visitor).toHaveURL(/#\/user-dashboard/)

    // Used once: the same link now refuses.
    await visitor.evaluate(() => localStorage.clear())
    await visitor.goto(link)
    await expect(visitor.getByRole('alert')).toHaveText(INVALID_LINK)
    await expect(visitor.getByLabel('Yeni şifre', { exact: true })).toHaveCount(0)
    const token = new URL(link.replace('/#/', '/')).searchParams.get('token') ?? ''
    const status = await api.get(`/api/auth/invitations/${encodeURIComponent(token)}`)
    expect(((await status.json()) as { data: { valid: boolean } }).data.valid).toBe(false)
  } finally {
    await customer.context.close()
  }

  // The back-office sees the account active now.
  await page.reload()
  await expect(rowOf(page, invited.name)).toContainText('Aktif')
})

test('the edit dialog changes the name and phone; they are saved and shown', async ({ page }) => {
  await createCustomer('Deniz Aksoy', 'deniz@musteri.test')
  await openUsers(page)
  await page.getByRole('button', { name: 'Düzenle: Deniz Aksoy' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı düzenle' })
  await expect(dialog.getByLabel('Ad Soyad')).toHaveValue('Deniz Aksoy')
  await expectAxeClean(page, '[role="dialog"]')
  await dialog.getByLabel('Ad Soyad').fill('Deniz Aksoy Kaya')
  await dialog.getByLabel('Telefon').fill('+90 532 111 22 33')
  await dialog.getByLabel('Değişiklik nedeni').fill('Müşteri telefonla bildirdi')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Deniz Aksoy Kaya güncellendi.')).toBeVisible()
  await expect(rowOf(page, 'Deniz Aksoy Kaya')).toContainText('deniz@musteri.test')

  // Stored: after a reload the drawer and the dialog show the new values, the history the change.
  await page.reload()
  await table(page).getByRole('button', { name: 'Deniz Aksoy Kaya', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Deniz Aksoy Kaya' })
  await expect(drawer).toContainText('+90 532 111 22 33')
  await expect(drawer).toContainText('Müşteri telefonla bildirdi')
  await drawer.getByRole('button', { name: 'Kapat' }).click()
  await page.getByRole('button', { name: 'Düzenle: Deniz Aksoy Kaya' }).click()
  await expect(dialog.getByLabel('Telefon')).toHaveValue('+90 532 111 22 33')
})

test('delete asks for the e-mail and removes the row; an admin offers no delete and the server refuses', async ({
  page,
}) => {
  await createCustomer('Selim Gider', 'selim@musteri.test')
  const otherAdmin = await createCustomer('Nesrin Yönetir', 'nesrin@musteriler.test', { role: 'admin' })
  await openUsers(page)
  await expect(rowOf(page, 'Selim Gider')).toHaveCount(1)

  await page.getByRole('button', { name: 'Sil: Selim Gider' }).click()
  const confirm = page.getByRole('dialog', { name: 'Kullanıcıyı sil' })
  const remove = confirm.getByRole('button', { name: 'Kalıcı olarak sil' })
  await expect(confirm).toContainText('Selim Gider')
  await expect(remove).toBeDisabled()
  await expectAxeClean(page, '[role="dialog"]')
  await confirm.getByLabel(/Onaylamak için/).fill('selim@')
  await expect(remove).toBeDisabled()
  await confirm.getByLabel(/Onaylamak için/).fill('selim@musteri.test')
  await remove.click()
  await expect(page.getByText('Selim Gider silindi.')).toBeVisible()
  await expect(rowOf(page, 'Selim Gider')).toHaveCount(0)
  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  await expect(table(page)).not.toContainText('selim@musteri.test')

  // Admins: no delete in their rows (one's own included), and the server refuses all the same.
  for (const admin of [ADMIN_NAME, 'Nesrin Yönetir']) {
    await expect(page.getByRole('button', { name: `Düzenle: ${admin}` })).toBeVisible()
    await expect(page.getByRole('button', { name: `Sil: ${admin}` })).toHaveCount(0)
  }
  const refused = await api.delete(`/api/admin/users/${otherAdmin.id}`, { headers: bearer() })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ success: false, message: 'Admin kullanıcılar silinemez.' })
})

test('the status and plan filters live in the URL and narrow the table', async ({ page }) => {
  await createCustomer('Filiz Askıda', 'filiz@musteri.test', {
    subscription: 'Basic Plan',
    status: 'suspended',
  })
  await createCustomer('Kemal Etkin', 'kemal@musteri.test', { subscription: 'Basic Plan' })
  await createCustomer('Nur Aslan', 'nur@musteri.test', { subscription: 'Pro Plan', status: 'suspended' })
  await openUsers(page)
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(1)

  const statuses = page.getByRole('group', { name: 'Duruma göre filtrele' })
  await statuses.getByRole('button', { name: 'Askıda' }).click()
  await expect(page).toHaveURL(/status=suspended/)
  await expect(statuses.getByRole('button', { name: 'Askıda' })).toHaveAttribute('aria-pressed', 'true')
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(0)
  await expect(rowOf(page, 'Filiz Askıda')).toHaveCount(1)
  await expect(rowOf(page, 'Nur Aslan')).toHaveCount(1)
  for (const row of await rows(page).all()) await expect(row).toContainText('Askıda')

  await page
    .getByRole('group', { name: 'Plana göre filtrele' })
    .getByRole('button', { name: 'Basic Plan' })
    .click()
  await expect(page).toHaveURL(/plan=Basic(%20|\+)Plan/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('filiz@musteri.test')

  // The address alone gives the same table; 'Tümü' drops the status filter from it.
  await page.goto(`${server.url}/#/admin/users?status=suspended&plan=Basic%20Plan`)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('filiz@musteri.test')
  await statuses.getByRole('button', { name: 'Tümü' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(1)
  await expect(rowOf(page, 'Nur Aslan')).toHaveCount(0)
})

test('the drawer lists the customer’s websites and requests, and resends the invitation', async ({
  page,
}) => {
  const owner = { name: 'Oya Bahçe', email: 'oya@musteri.test', password: 'Zeytin-Dali-2026!' }
  await createCustomer(owner.name, owner.email, { subscription: 'Pro Plan', password: owner.password })
  const website = await api.post('/api/admin/websites', {
    headers: bearer(),
    data: {
      name: 'Oya Çiçekçilik',
      domain: 'oyacicek.com.tr',
      ownerEmail: owner.email,
      template: 'business',
    },
  })
  expect(website.status(), await website.text()).toBe(201)
  const customerToken = (await apiSession(owner)).token
  const request = await api.post('/api/me/customer-requests', {
    headers: bearer(customerToken),
    data: { type: 'change', title: 'Bahar kataloğu eklensin', description: 'Yeni ürün fotoğrafları hazır.' },
  })
  expect(request.ok(), await request.text()).toBe(true)

  await openUsers(page)
  await table(page).getByRole('button', { name: owner.name, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: owner.name })
  const websites = drawer.getByRole('region', { name: 'Websiteler' })
  await expect(websites.getByRole('listitem')).toHaveCount(1)
  await expect(websites).toContainText('Oya Çiçekçilik')
  await expect(websites).toContainText('oyacicek.com.tr')
  const requests = drawer.getByRole('region', { name: 'Talepler' })
  await expect(requests.getByRole('listitem')).toHaveCount(1)
  await expect(requests).toContainText('Bahar kataloğu eklensin')
  await expect(requests).toContainText('Beklemede')
  await expect(drawer.getByRole('region', { name: 'Açık oturumlar' }).getByRole('listitem')).not.toHaveCount(
    0,
  )
  // A customer with a password needs no invitation.
  await expect(drawer.getByRole('button', { name: 'Davet e-postasını yeniden gönder' })).toHaveCount(0)
  await expectAxeClean(page, '[role="dialog"]')
  await drawer.getByRole('button', { name: 'Kapat' }).click()

  // An invited customer who has not set a password yet: the drawer resends the link.
  await table(page).getByRole('button', { name: 'Çağla Yıldız', exact: true }).click()
  const invited = page.getByRole('dialog', { name: 'Çağla Yıldız' })
  await expect(invited.getByRole('region', { name: 'Websiteler' })).toContainText('Websitesi yok.')
  await expect(invited.getByText('Açık oturum yok.')).toBeVisible()
  const since = server.mail.messages.length
  await invited.getByRole('button', { name: 'Davet e-postasını yeniden gönder' }).click()
  await expect(page.getByText('Davet e-postası yeniden gönderildi.')).toBeVisible()
  linkIn(await server.mail.waitFor('cagla@musteri.test', { since }), '/#/set-password?token=')
  await expectAxeClean(page, '[role="dialog"]')
})

test('the screen and /admin/two-factor pass axe', async ({ page }) => {
  await openUsers(page)
  await expect(rows(page)).not.toHaveCount(0)
  await expectAxeClean(page, 'main')
  await page.goto(`${server.url}/#/admin/two-factor`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'İki adımlı doğrulama' })).toBeVisible()
  await expectAxeClean(page, 'main')
})
