import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startOwnServer } from '../support/own-server'
import type { OwnServer } from '../support/own-server'

// The customer dashboards against the real server: a website request's status follows the team's
// changes without a reload (focus and the 30 s refetch), the request form, real uploads (refusals by
// content and size), the profile, the password change that ends other sessions, and the simple and
// minimal dashboards.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Panel-Yonetimi-2026!' }
const PASSWORD = 'Kaplan-Deniz-4827!'
const OWN_PORT = process.env.DASHBOARD_E2E_PORT ?? '4531'

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
// A Windows executable's header, saved under an image's name.
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(2048, 1)])
const UNSUPPORTED = 'Desteklenmeyen dosya türü. Yalnızca JPG, PNG, PDF, DOC ve DOCX dosyaları yüklenebilir.'
const TOO_LARGE = 'Dosya boyutu 10 MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.'

let server: OwnServer
let api: APIRequestContext
let adminToken = ''
let customerCount = 0

interface Customer {
  name: string
  email: string
  token: string
}

const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

async function login(email: string, password: string) {
  const response = await api.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string; refresh_token: string } }).data
}

/** A customer created by the admin (the admin API), signed in over the API for setup calls. */
async function createCustomer(name: string): Promise<Customer> {
  customerCount += 1
  const email = `musteri-${customerCount}-${Date.now().toString(36)}@panel.test`
  const created = await api.post('/api/users', {
    headers: bearer(adminToken),
    data: { action: 'create', name, email, password: PASSWORD },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { name, email, token: (await login(email, PASSWORD)).token }
}

async function signIn(page: Page, customer: Customer) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
}

async function submitWebsiteRequest(customer: Customer, name: string): Promise<string> {
  const response = await api.post('/api/submit-website-simple.php', {
    headers: bearer(customer.token),
    data: {
      name,
      businessType: 'gida',
      description: 'Menü ve rezervasyon sitesi',
      selectedPackage: 'premium',
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { request_id: string }).request_id
}

async function setStatus(requestId: string, status: string) {
  const response = await api.post('/api/update-request-status.php', {
    headers: bearer(adminToken),
    data: { requestId, status },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function mine<T>(customer: Customer, path: string): Promise<T> {
  const response = await api.get(path, { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { PORT: OWN_PORT, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  api = await playwrightRequest.newContext({ baseURL: server.url })
  adminToken = (await login(ADMIN.email, ADMIN.password)).token
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

test("a website request's status follows the team's changes without a reload", async ({ page }) => {
  await page.clock.install()
  const customer = await createCustomer('Ayşe Lokanta')
  const requestId = await submitWebsiteRequest(customer, 'Lale Lokantası')
  const created = await api.post('/api/websites', {
    headers: bearer(adminToken),
    data: {
      action: 'create',
      name: 'Lale Vitrin',
      domain: 'lale-lokanta.com.tr',
      ownerEmail: customer.email,
      description: 'Lokantanın tanıtım sitesi',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const websiteId = ((await created.json()) as { data: { website: { id: string } } }).data.website.id
  await signIn(page, customer)

  const recent = page.getByRole('list', { name: 'Son talepler' })
  const row = recent.getByRole('listitem').filter({ hasText: 'Lale Lokantası' })
  await expect(row).toContainText('Beklemede')
  await expect(page.getByLabel('Özet')).toContainText('Bekleyen Talepler1')
  await expect(page.getByLabel('Özet')).toContainText('Aktif Siteler1')

  // The WhatsApp button asks support about this request, with its details prefilled.
  const whatsapp = row.getByRole('link', { name: 'WhatsApp ile sor: Lale Lokantası' })
  const link = new URL((await whatsapp.getAttribute('href')) ?? '')
  expect(link.origin).toBe('https://wa.me')
  expect(link.pathname).toMatch(/^\/\d{10,15}$/)
  const text = link.searchParams.get('text') ?? ''
  expect(text).toContain('Talep: Lale Lokantası')
  expect(text).toContain('Açıklama: Menü ve rezervasyon sitesi')
  expect(text).toContain('Öncelik: Yüksek')

  // The team takes it on: the customer comes back to the window.
  await setStatus(requestId, 'in-progress')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(row).toContainText('İşlemde')
  await expect(page.getByLabel('Özet')).toContainText('Bekleyen Talepler0')

  // The team finishes it while the customer keeps watching: the 30-second refetch shows it.
  await setStatus(requestId, 'completed')
  await expect(row).toContainText('İşlemde')
  await page.clock.fastForward(31_000)
  await expect(row).toContainText('Tamamlandı')

  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  await expect(page).toHaveURL(/tab=websites/)
  await expect(page.getByTestId(`website-request-status-${requestId}`)).toHaveText('Tamamlandı')

  // The customer's website: badges, details, edit and visit.
  const site = page
    .getByRole('list', { name: 'Websiteler' })
    .getByRole('listitem')
    .filter({ hasText: 'Lale Vitrin' })
  await expect(site).toContainText('Aktif')
  await expect(site).toContainText('Yayında')
  await site.getByRole('button', { name: 'Görüntüle: Lale Vitrin' }).click()
  const details = page.getByRole('dialog', { name: 'Lale Vitrin' })
  await expect(details).toContainText('Lokantanın tanıtım sitesi')
  await expect(details).toContainText('lale-lokanta.com.tr')
  await details.getByRole('button', { name: 'Kapat' }).first().click()
  await expect(details).toBeHidden()
  await expect(site.getByRole('link', { name: 'Düzenle: Lale Vitrin' })).toHaveAttribute(
    'href',
    `#/edit-website/${websiteId}`,
  )
  await page
    .context()
    .route('https://lale-lokanta.com.tr/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Lale</title>' }),
    )
  const opening = page.waitForEvent('popup')
  await site.getByRole('button', { name: 'Ziyaret Et: Lale Vitrin' }).click()
  const popup = await opening
  await expect.poll(() => popup.url()).toBe('https://lale-lokanta.com.tr/')
  await popup.close()
})

test('a request sent from Taleplerim appears in the list', async ({ page }) => {
  const customer = await createCustomer('Mehmet Kırtasiye')
  await signIn(page, customer)
  await page.goto(`${server.url}/#/user-dashboard?tab=requests`)
  await expect(page.getByRole('tab', { name: 'Taleplerim', selected: true })).toBeVisible()
  // Keyboard: the arrow keys move between tabs (and the URL follows).
  await page.getByRole('tab', { name: 'Taleplerim' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Galeri', selected: true })).toBeFocused()
  await expect(page).toHaveURL(/tab=gallery/)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Taleplerim', selected: true })).toBeFocused()

  const form = page.getByRole('form', { name: 'Yeni Talep' })
  await expect(form.getByLabel('Öncelik')).toHaveValue('medium')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(form.getByRole('alert')).toHaveText('Lütfen başlık ve açıklama alanlarını doldurun')

  await form.getByLabel('Talep türü').selectOption('support')
  await form.getByLabel('Başlık').fill('İletişim formu çalışmıyor')
  await form.getByLabel('Açıklama').fill('Form gönderilince hata veriyor.')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(page.getByText('Talebiniz başarıyla gönderildi!')).toBeVisible()
  const item = page
    .getByRole('list', { name: 'Talepler' })
    .getByRole('listitem')
    .filter({ hasText: 'İletişim formu çalışmıyor' })
  await expect(item).toContainText('Beklemede')
  await expect(item).toContainText('Destek')
  await expect(item).toContainText('Öncelik: Orta')
  await expect(form.getByLabel('Başlık')).toHaveValue('')

  const stored = await mine<{
    requests: Array<{ title: string; type: string; priority: string; status: string }>
  }>(customer, '/api/requests/mine')
  expect(stored.requests).toEqual([
    expect.objectContaining({
      title: 'İletişim formu çalışmıyor',
      type: 'support',
      priority: 'medium',
      status: 'pending',
    }),
  ])

  // The overview counts it and lists it among the latest.
  await page.getByRole('tab', { name: 'Genel Bakış' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(page.getByRole('list', { name: 'Son talepler' })).toContainText('İletişim formu çalışmıyor')
})

test('a request sent offline shows as pending, then as the real record once delivered', async ({
  page,
  context,
}) => {
  const customer = await createCustomer('Selin Çevrimdışı')
  await signIn(page, customer)
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  await page.goto(`${server.url}/#/user-dashboard?tab=requests`)
  const form = page.getByRole('form', { name: 'Yeni Talep' })
  await expect(page.getByText('Henüz bir talebiniz yok.')).toBeVisible()

  await context.setOffline(true)
  await form.getByLabel('Başlık').fill('Yolda yazılan talep')
  await form.getByLabel('Açıklama').fill('Bağlantı yokken gönderildi.')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(
    page.getByText('Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.'),
  ).toBeVisible()
  const item = page
    .getByRole('list', { name: 'Talepler' })
    .getByRole('listitem')
    .filter({ hasText: 'Yolda yazılan talep' })
  await expect(item).toContainText('Gönderilmeyi bekliyor')
  expect((await mine<{ requests: unknown[] }>(customer, '/api/requests/mine')).requests).toHaveLength(0)

  // Back online: the next answer from the network starts the replay; the list then shows the record.
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(item).toContainText('Beklemede', { timeout: 30_000 })
  await expect(item).not.toContainText('Gönderilmeyi bekliyor')
  expect((await mine<{ requests: unknown[] }>(customer, '/api/requests/mine')).requests).toHaveLength(1)
})

test('Galeri: a PNG is listed and downloadable; a renamed .exe and an 11 MB file are refused', async ({
  page,
}) => {
  const customer = await createCustomer('Zeynep Butik')
  await signIn(page, customer)
  await page.goto(`${server.url}/#/user-dashboard?tab=gallery`)
  await expect(page.getByText('En fazla 10MB, JPG, PNG, PDF, DOC, DOCX').first()).toBeVisible()
  const photos = page.getByRole('region', { name: 'Fotoğraflar' })
  const input = page.getByLabel('Fotoğraflar: dosya seç')

  await input.setInputFiles({ name: 'vitrin.png', mimeType: 'image/png', buffer: PNG })
  const files = photos.getByRole('list', { name: 'Fotoğraflar dosyaları' })
  await expect(files).toContainText('vitrin.png')
  const downloading = page.waitForEvent('download')
  await files.getByRole('button', { name: 'İndir: vitrin.png' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('vitrin.png')
  expect(readFileSync(await download.path())).toEqual(PNG)

  // Named like an image, but the server reads the bytes.
  await input.setInputFiles({ name: 'kampanya.png', mimeType: 'image/png', buffer: EXE })
  await expect(photos.getByRole('alert').filter({ hasText: 'kampanya.png' })).toContainText(UNSUPPORTED)

  const large = Buffer.alloc(11 * 1024 * 1024, 0)
  PNG.copy(large)
  await input.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: large })
  await expect(photos.getByRole('alert').filter({ hasText: 'buyuk.png' })).toContainText(TOO_LARGE)

  // The server refuses the same file on its own, whatever a client checks first.
  const direct = await api.post('/api/uploads', {
    headers: bearer(customer.token),
    multipart: { category: 'photos', file: { name: 'buyuk.png', mimeType: 'image/png', buffer: large } },
  })
  expect(direct.status()).toBe(413)
  expect(((await direct.json()) as { message: string }).message).toBe(TOO_LARGE)

  const stored = await mine<{ uploads: Array<{ originalName: string }> }>(customer, '/api/uploads/mine')
  expect(stored.uploads.map((upload) => upload.originalName)).toEqual(['vitrin.png'])
  await expect(files.getByRole('listitem')).toHaveCount(1)
})

test('Profil: the phone survives a reload; a password change ends the other sessions', async ({ page }) => {
  const customer = await createCustomer('Ali Usta')
  const otherDevice = await login(customer.email, PASSWORD)
  await signIn(page, customer)
  await page.goto(`${server.url}/#/user-dashboard?tab=profile`)

  const profile = page.getByRole('form', { name: 'Profil Bilgileri' })
  await expect(profile.getByLabel('Ad Soyad')).toHaveValue('Ali Usta')
  await expect(profile.getByLabel('Ad Soyad')).toBeDisabled()
  await expect(profile.getByRole('textbox', { name: 'E-posta' })).toHaveValue(customer.email)
  await expect(profile.getByRole('textbox', { name: 'E-posta' })).toBeDisabled()
  await profile.getByRole('textbox', { name: 'Telefon' }).fill('+90 532 111 22 33')
  await profile.getByRole('checkbox', { name: 'SMS' }).check()
  await profile.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Profiliniz güncellendi.')).toBeVisible()

  await page.reload()
  await expect(profile.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 532 111 22 33')
  await expect(profile.getByRole('checkbox', { name: 'SMS' })).toBeChecked()
  const me = await mine<{ user: { phone: string; contactPreferences: { sms: boolean } } }>(
    customer,
    '/api/me',
  )
  expect(me.user.phone).toBe('+90 532 111 22 33')
  expect(me.user.contactPreferences.sms).toBe(true)

  const password = page.getByRole('form', { name: 'Şifre Değiştir' })
  await password.getByLabel('Mevcut şifre').fill(PASSWORD)
  await password.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-Parola-Deniz-9153!')
  await password.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Parola-Deniz-9154!')
  await password.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
  await expect(password.getByRole('alert')).toHaveText('Yeni şifreler eşleşmiyor.')
  await password.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Parola-Deniz-9153!')
  await password.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
  await expect(
    page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.'),
  ).toBeVisible()

  // The other device can no longer refresh its session; this one carries on.
  const refreshed = await api.post('/api/auth/refresh', { data: { refreshToken: otherDevice.refresh_token } })
  expect(refreshed.status()).toBe(401)
  await page.reload()
  await expect(profile.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 532 111 22 33')
})

test('the simple dashboard: dialogs for a new website (cancel sends nothing) and a support ticket', async ({
  page,
}) => {
  const customer = await createCustomer('Elif Çiçekçi')
  await signIn(page, customer)
  await page.goto(`${server.url}/#/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible()
  await expect(page.getByLabel('Özet')).toContainText('Toplam Website0')
  await expect(page.getByLabel('Özet')).toContainText('AbonelikÜcretsiz')

  await page.getByRole('button', { name: 'Yeni Website' }).click()
  let dialog = page.getByRole('dialog', { name: 'Yeni Website Talebi' })
  await dialog.getByLabel('Website adı').fill('Vazgeçilen Site')
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Yeni Website' }).click()
  dialog = page.getByRole('dialog', { name: 'Yeni Website Talebi' })
  await expect(dialog.getByLabel('Website adı')).toHaveValue('')
  await expect(dialog.getByLabel('E-posta')).toHaveValue(customer.email)
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen website adını girin')
  await dialog.getByLabel('Website adı').fill('Çiçek Dünyası')
  await dialog.getByLabel('Firma').fill('Elif Çiçekçilik')
  await dialog.getByLabel('Bütçe aralığı').selectOption('3000-5000')
  await dialog.getByLabel('Zaman planı').selectOption('2-weeks')
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText('Website talebi başarıyla oluşturuldu!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('list', { name: 'Website talepleri' })).toContainText('Çiçek Dünyası')

  const requests = await mine<{
    requests: Array<{ websiteName: string; companyName: string; budget: string; timeline: string }>
  }>(customer, '/api/website-requests/mine')
  expect(requests.requests).toEqual([
    expect.objectContaining({
      websiteName: 'Çiçek Dünyası',
      companyName: 'Elif Çiçekçilik',
      budget: '3000-5000',
      timeline: '2-weeks',
    }),
  ])

  await page.getByRole('button', { name: 'Destek Talebi' }).click()
  const ticket = page.getByRole('dialog', { name: 'Destek Talebi' })
  await ticket.getByLabel('Başlık').fill('Alan adı yönlendirmesi')
  await ticket.getByLabel('Açıklama').fill('www olmadan açılmıyor.')
  await ticket.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByText('Destek talebiniz başarıyla gönderildi!')).toBeVisible()
  const tickets = await mine<{ tickets: Array<{ title: string; priority: string }> }>(
    customer,
    '/api/support-tickets/mine',
  )
  expect(tickets.tickets).toEqual([
    expect.objectContaining({ title: 'Alan adı yönlendirmesi', priority: 'normal' }),
  ])

  await page.getByRole('tab', { name: 'Ayarlar' }).click()
  await expect(page.getByLabel('Hesap bilgileri')).toContainText(customer.email)
  await page.getByRole('tab', { name: 'Faturalama' }).click()
  await expect(page.getByText('Henüz bir ödeme kaydınız yok.')).toBeVisible()
})

test('the minimal dashboard shows the plan and the real counts', async ({ page }) => {
  const customer = await createCustomer('Can Oto')
  await submitWebsiteRequest(customer, 'Can Oto Servis')
  await signIn(page, customer)
  await page.goto(`${server.url}/#/user-dashboard-new`)
  await expect(page.getByTestId('plan-badge')).toHaveText('Ücretsiz Plan')
  const summary = page.getByLabel('Özet')
  await expect(summary).toContainText('Websiteler0')
  await expect(summary).toContainText('Talepler1')
  await expect(summary).toContainText('Bekleyen1')
  await expect(page.getByText('Ücretsiz plan limitleri')).toBeVisible()
  await page.getByRole('link', { name: 'Yeni Website Oluştur' }).click()
  await expect(page).toHaveURL(/#\/create-website$/)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every dashboard screen passes axe-core (${colorScheme})`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ colorScheme })
    const customer = await createCustomer('Deniz Erişim')
    await submitWebsiteRequest(customer, 'Erişilebilir Site')
    await signIn(page, customer)
    const violations: string[] = []
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).include('main').analyze()
      violations.push(
        ...results.violations.map(
          (v) => `${screen} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      )
    }
    for (const tab of ['Genel Bakış', 'Web Sitelerim', 'Taleplerim', 'Galeri', 'Ödeme', 'Profil']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible()
      await expect(page.getByText('Yükleniyor…')).toHaveCount(0)
      await check(tab)
    }
    await page.goto(`${server.url}/#/dashboard`)
    await expect(page.getByRole('list', { name: 'Website talepleri' })).toBeVisible()
    await check('/dashboard')
    await page.getByRole('button', { name: 'Yeni Website' }).click()
    await expect(page.getByRole('dialog', { name: 'Yeni Website Talebi' })).toBeVisible()
    const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    violations.push(...dialog.violations.map((v) => `dialog ${v.id}`))
    await page.keyboard.press('Escape')
    await page.goto(`${server.url}/#/user-dashboard-new`)
    await expect(page.getByTestId('plan-badge')).toBeVisible()
    await check('/user-dashboard-new')
    expect(violations).toEqual([])
  })
}

test.describe('with the demo data (SEED_DEMO=1)', () => {
  let seeded: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    seeded = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
      env: { PORT: process.env.DASHBOARD_SEEDED_E2E_PORT ?? '4535', SEED_DEMO: '1' },
    })
  })
  test.afterAll(async () => {
    await seeded?.stop()
  })

  test('Ödeme shows the plan, its monthly fee and the payment history from the invoices', async ({
    page,
  }) => {
    await page.goto(`${seeded.url}/#/login`)
    await page.getByLabel('E-posta').fill('ayse.yilmaz@example.com')
    await page.getByLabel('Şifre', { exact: true }).fill('sitekur-demo')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(page).toHaveURL(/#\/user-dashboard$/)
    await expect(page.getByLabel('Özet')).toContainText('AbonelikTemel')

    await page.getByRole('tab', { name: 'Ödeme' }).click()
    const plan = page.getByRole('region', { name: 'Mevcut Plan' })
    await expect(plan).toContainText('Temel')
    await expect(plan).toContainText('₺99/ay')
    const invoice = page
      .getByRole('table', { name: 'Faturalar' })
      .getByRole('row')
      .filter({ hasText: 'INV-001' })
    await expect(invoice).toContainText('₺299')
    await expect(invoice).toContainText('Ödendi')
    await expect(invoice).toContainText('Basic Plan aylık abonelik')
    await expect(invoice.getByRole('cell').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
    await expect(page.getByRole('table', { name: 'Faturalar' })).not.toContainText('INV-002') // another customer's
    await expect(page.getByRole('listitem', { name: 'Temel planı' })).toContainText('Mevcut planınız')
    await expect(page.getByRole('listitem', { name: 'Premium planı' })).toContainText('Popüler')
    await expect(page.getByRole('listitem', { name: 'Kurumsal planı' })).toContainText('₺399/ay')

    await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
    await expect(page.getByRole('list', { name: 'Websiteler' })).toContainText('aysepastane.com.tr')
  })
})
