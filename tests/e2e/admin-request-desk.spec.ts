import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startOwnServer } from '../support/own-server'
import type { OwnServer } from '../support/own-server'

// The admin side of the core loop against the real server: the shell and its guard, the dashboard, and
// the website request desk (Turkish-cased search, detail with credentials, legal moves only, revenue,
// an illegal move refused by the server, the CSV export).

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const CUSTOMER = { name: 'Ayşe Müşteri', email: 'ayse@musteri.test', password: 'Kaplan-Deniz-4827!' }
const SESSION_KEY = 'sitekur_session'
const STATUS_FAILED = 'Status güncellenirken hata oluştu'

let server: OwnServer
let api: APIRequestContext
let adminToken = ''
let customerToken = ''

async function login(email: string, password: string): Promise<string> {
  const response = await api.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string } }).data.token
}

const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

interface CreatedRequest {
  id: string
  websiteName: string
  requestDate: string
}

async function submitRequest(fields: Record<string, unknown>): Promise<CreatedRequest> {
  const response = await api.post('/api/submit-website-simple.php', {
    headers: bearer(customerToken),
    data: { user_id: 'someone-else', ...fields },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { request: CreatedRequest } }).data.request
}

async function requestStatus(id: string): Promise<string> {
  const response = await api.get(`/api/admin/website-requests/${id}`, { headers: bearer(adminToken) })
  return ((await response.json()) as { data: { request: { status: string } } }).data.request.status
}

/** The data rows of the desk's table (skeleton rows are hidden from the accessibility tree). */
const rowsOf = (list: Locator) => list.locator('tbody').getByRole('row')

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  api = await playwrightRequest.newContext({ baseURL: server.url })
  adminToken = await login(ADMIN.email, ADMIN.password)
  const created = await api.post('/api/users', {
    headers: bearer(adminToken),
    data: { action: 'create', name: CUSTOMER.name, email: CUSTOMER.email, password: CUSTOMER.password },
  })
  expect(created.ok(), await created.text()).toBe(true)
  customerToken = await login(CUSTOMER.email, CUSTOMER.password)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

test('the admin finds a request by a Turkish-cased search, works it to completed, exports CSV', async ({
  page,
}) => {
  const atlas = await submitRequest({
    name: 'Atlas Yapı',
    businessType: 'insaat',
    description: 'Kurumsal tanıtım sitesi',
    companyName: 'İSTANBUL İnşaat',
    selectedPackage: 'professional',
    email: CUSTOMER.email,
    phone: '0532 000 00 00',
    hasHosting: true,
    hostingDetails: { provider: 'Natro', username: 'atlas-host', password: 'h0st-Şifre!' },
  })
  const formula = await submitRequest({
    name: '=HYPERLINK("http://kotu.example","tıkla")',
    businessType: 'diger',
    description: 'Formül denemesi',
    companyName: 'Ankara Gıda',
  })

  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible()
  const summary = page.getByLabel('Özet')
  await expect(summary).toContainText('2 bekleyen')
  await expect(summary).toContainText('Toplam kullanıcı2')
  await expect(page.getByLabel('Son Aktiviteler')).toContainText('Website talebi oluşturuldu')
  await expect(page.getByLabel('Sistem Durumu')).toContainText('Çalışıyor (pglite)')
  await expect(page.getByTestId('admin-bell-dot')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Website Talepleri' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talepleri' })).toBeVisible()
  const stats = page.getByLabel('Talep istatistikleri')
  const revenue = stats.locator('div').filter({ hasText: 'Toplam gelir' })
  await expect(revenue).toContainText('₺0')
  await expect(stats.locator('div').filter({ hasText: 'Toplam talep' })).toContainText('2')

  await page.getByPlaceholder('Website adı, e-posta veya firma ara…').fill('istanbul')
  await expect(page).toHaveURL(/q=istanbul/)
  const list = page.getByLabel('Website talepleri listesi')
  await expect(rowsOf(list)).toHaveCount(1)
  await expect(list).toContainText('İSTANBUL İnşaat')
  await expect(list).not.toContainText('Ankara Gıda')

  await list.getByRole('button', { name: 'Detaylar: Atlas Yapı' }).click()
  const dialog = page.getByRole('dialog', { name: 'Atlas Yapı' })
  await expect(dialog).toContainText('h0st-Şifre!') // credentials, decrypted for the admin
  await expect(dialog).toContainText('atlas-host')
  await expect(dialog).toContainText('Kurumsal tanıtım sitesi')
  await expect(dialog).toContainText('Professional (₺599)')
  await expect(dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' })).toHaveCount(0)

  await dialog.getByRole('button', { name: 'İşleme Al' }).click()
  await expect(page.getByText('"Atlas Yapı" talebi "İşlemde" olarak işaretlendi.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Reddet' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'İşleme Al' })).toHaveCount(0)
  expect(await requestStatus(atlas.id)).toBe('in-progress')

  await dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }).click()
  await expect(page.getByText('"Atlas Yapı" talebi "Tamamlandı" olarak işaretlendi.')).toBeVisible()
  await expect(dialog).toContainText('Tamamlanan talepte işlem yapılamaz.')
  await expect(
    dialog.getByRole('button', { name: /İşleme Al|Reddet|Tamamlandı Olarak|Yeniden İncele/ }),
  ).toHaveCount(0)
  expect(await requestStatus(atlas.id)).toBe('completed')
  await dialog.getByRole('button', { name: 'Kapat' }).click()
  await expect(revenue).toContainText('₺599')

  // The server refuses an illegal move (completed → anything) and changes nothing.
  const refused = await page.evaluate(
    async ({ requestId, key }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }
      const answers = []
      for (const status of ['pending', 'in-progress', 'rejected']) {
        const response = await fetch('/api/update-request-status.php', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${session.accessToken}`,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ requestId, status }),
        })
        answers.push({ status: response.status, body: (await response.json()) as unknown })
      }
      return answers
    },
    { requestId: atlas.id, key: SESSION_KEY },
  )
  for (const answer of refused) {
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ success: false, message: STATUS_FAILED })
  }
  expect(await requestStatus(atlas.id)).toBe('completed')
  await page.reload()
  await expect(
    page.getByLabel('Talep istatistikleri').locator('div').filter({ hasText: 'Toplam gelir' }),
  ).toContainText('₺599')

  // CSV of everything (search cleared): header, BOM, the formula neutralised.
  await page.getByPlaceholder('Website adı, e-posta veya firma ara…').fill('')
  await expect(page).not.toHaveURL(/q=/)
  await expect(rowsOf(page.getByLabel('Website talepleri listesi'))).toHaveCount(2)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV İndir' }).click(),
  ])
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())
  expect(download.suggestedFilename()).toBe(`website-talepleri-${today}.csv`)
  const bytes = readFileSync(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toBe('Website Adı,Firma,E-posta,Telefon,Sektör,Durum,Tarih')
  const day = (iso: string) => new Date(iso).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })
  expect(lines).toContain(
    `Atlas Yapı,İSTANBUL İnşaat,${CUSTOMER.email},0532 000 00 00,İnşaat,Tamamlandı,${day(atlas.requestDate)}`,
  )
  expect(lines).toContain(
    `"'=HYPERLINK(""http://kotu.example"",""tıkla"")",Ankara Gıda,${CUSTOMER.email},,Diğer,Beklemede,${day(formula.requestDate)}`,
  )
  expect(lines.at(-1)).toBe('')
})

test('the header search and the bell lead to the desk', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  const search = page.getByRole('searchbox', { name: 'Yönetim panelinde ara' })
  await expect(search).toHaveAttribute('placeholder', 'Kullanıcı, website veya fatura ara…')
  await search.fill('İSTANBUL')
  await search.press('Enter')
  await expect(page).toHaveURL(/#\/admin\/website-requests\?q=/)
  await expect(page.getByLabel('Website talepleri listesi')).toContainText('Atlas Yapı')

  await page.getByRole('link', { name: /^Bildirimler: \d+ bekleyen website talebi$/ }).click()
  await expect(page).toHaveURL(/status=pending/)
  await expect(page.getByRole('button', { name: 'Beklemede', pressed: true })).toBeVisible()
  await expect(page.getByLabel('Website talepleri listesi')).not.toContainText('Atlas Yapı')
})

test('every back-office area is in the menu; areas built later say "yakında" inside the shell', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' })
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Kullanıcılar',
    'Website Talepleri',
    'Destek Talepleri',
    'Paketler',
    'Web Siteleri',
    'Faturalama',
    'Analitik',
    'Aktivite',
    'Bildirimler',
    'E-postalar',
    'Onaylar',
    'Ayarlar',
  ])
  await page.goto(`${server.url}/#/admin/olmayan`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.goto(`${server.url}/#/admin`)
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected alert: ${dialog.message()}`)
  })
  await menu.getByRole('link', { name: 'Analitik' }).click()
  await expect(page).toHaveURL(/#\/admin\/analytics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik' })).toBeVisible()
  await expect(page.getByText('Yakında', { exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Analitik' })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('button', { name: 'Çıkış Yap' }).click()
  await expect(page).toHaveURL(/#\/login/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the admin menu slides in as a dialog and closes on navigation', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden()
    await page.getByRole('button', { name: 'Yönetim menüsünü aç' }).click()
    const drawer = page.getByRole('dialog', { name: 'Yönetim Paneli' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toContainText(ADMIN.email)
    await drawer.getByRole('link', { name: 'Website Talepleri' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Website Talepleri' })).toBeVisible()
  })
})

test('the admin shell turns away a customer and a guest', async ({ page }) => {
  await page.goto(`${server.url}/#/admin/website-requests`)
  await expect(page).toHaveURL(/#\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible()
  // An unknown admin path is a 404, not a sign-in prompt.
  await page.goto(`${server.url}/#/admin/olmayan`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()

  await signIn(page, CUSTOMER.email, CUSTOMER.password)
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await page.goto(`${server.url}/#/admin`)
  await expect(page).toHaveURL(/#\/dashboard$/)
  await page.goto(`${server.url}/#/admin/website-requests`)
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0)
})

// The desk on the admin UI kit: eleven pending requests "Sıra 01" … "Sıra 11" (names sort as numbers).
test.describe('the list state, bulk changes and confirmations', () => {
  const queued: CreatedRequest[] = []
  const named = (name: string) => queued.find((request) => request.websiteName === name)?.id ?? ''

  test.beforeAll(async () => {
    for (let index = 1; index <= 11; index++) {
      queued.push(
        await submitRequest({
          name: `Sıra ${String(index).padStart(2, '0')}`,
          businessType: 'hizmet',
          description: 'Toplu işlem denemesi',
        }),
      )
    }
  })

  test('a filtered, sorted, paged view is a link: it survives a reload and back works', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await page.goto(`${server.url}/#/admin/website-requests`)
    const list = page.getByLabel('Website talepleri listesi')
    await page.getByPlaceholder('Website adı, e-posta veya firma ara…').fill('SIRA')
    await expect(page).toHaveURL(/q=SIRA/)
    await page.getByRole('button', { name: 'Beklemede', pressed: false }).click()
    await list.getByRole('columnheader', { name: 'Website' }).getByRole('button').click()
    await list.getByLabel('Sayfa başına').selectOption('10')
    await expect(rowsOf(list)).toHaveCount(10)
    await expect(rowsOf(list).first()).toContainText('Sıra 01')
    await list.getByRole('button', { name: 'Sonraki' }).click()
    await expect(page).toHaveURL(/page=2/)
    for (const part of ['status=pending', 'sort=websiteName', 'pageSize=10'])
      await expect(page).toHaveURL(new RegExp(part))

    const onSecondPage = async () => {
      await expect(rowsOf(list)).toHaveCount(1)
      await expect(rowsOf(list)).toContainText('Sıra 11')
      await expect(list.getByText('Sayfa 2 / 2')).toBeVisible()
      await expect(list.getByRole('columnheader', { name: 'Website' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      )
      await expect(list.getByRole('columnheader', { name: 'Tarih' })).toHaveAttribute('aria-sort', 'none')
      await expect(page.getByRole('button', { name: 'Beklemede', pressed: true })).toBeVisible()
      await expect(page.getByPlaceholder('Website adı, e-posta veya firma ara…')).toHaveValue('SIRA')
      await expect(list).toContainText('11 talep bulundu')
    }
    await onSecondPage()
    await page.reload()
    await onSecondPage()

    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(rowsOf(list)).toHaveCount(10)
    await page.goForward()
    await onSecondPage()
  })

  test('a bulk change waits 5 s with "Geri al": undone, nothing is sent; otherwise it is', async ({
    page,
  }) => {
    await page.clock.install()
    const patches: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && sent.url().includes('/api/admin/website-requests/'))
        patches.push(sent.url())
    })
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await page.goto(`${server.url}/#/admin/website-requests?q=s%C4%B1ra&sort=websiteName&pageSize=10`)
    const list = page.getByLabel('Website talepleri listesi')
    await expect(rowsOf(list)).toHaveCount(10)
    const bulk = page.getByRole('region', { name: 'Toplu işlemler' })
    const row = (name: string) => rowsOf(list).filter({ hasText: name })

    await list.getByRole('checkbox', { name: 'Seç: Sıra 01' }).check()
    await list.getByRole('checkbox', { name: 'Seç: Sıra 02' }).check()
    await expect(bulk).toContainText('2 kayıt seçildi')
    await bulk.getByRole('button', { name: 'İşleme Al (2)' }).click()
    await expect(row('Sıra 01')).toContainText('İşlemde') // shown at once
    await expect(page.getByText('2 talep "İşlemde" olarak işaretlenecek.')).toBeVisible()
    await page.clock.runFor(4000)
    await page.getByRole('button', { name: 'Geri al' }).click()
    await expect(row('Sıra 01')).toContainText('Beklemede')
    await expect(row('Sıra 02')).toContainText('Beklemede')
    await page.clock.runFor(10_000)
    expect(patches).toEqual([])
    expect(await requestStatus(named('Sıra 01'))).toBe('pending')
    expect(await requestStatus(named('Sıra 02'))).toBe('pending')

    await list.getByRole('checkbox', { name: 'Seç: Sıra 01' }).check()
    await list.getByRole('checkbox', { name: 'Seç: Sıra 02' }).check()
    await bulk.getByRole('button', { name: 'İşleme Al (2)' }).click()
    await page.clock.runFor(4000)
    expect(patches).toEqual([])
    await page.clock.runFor(1000)
    await expect(page.getByText('2 talep "İşlemde" olarak işaretlendi.')).toBeVisible()
    expect(patches).toHaveLength(2)
    expect(await requestStatus(named('Sıra 01'))).toBe('in-progress')
    expect(await requestStatus(named('Sıra 02'))).toBe('in-progress')

    // Hiding the page sends a held change at once: it must not be lost with the tab.
    await list.getByRole('checkbox', { name: 'Seç: Sıra 03' }).check()
    await bulk.getByRole('button', { name: 'İşleme Al (1)' }).click()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => requestStatus(named('Sıra 03'))).toBe('in-progress')
    expect(patches).toHaveLength(3)
  })

  test('rejecting a selection wants "REDDET" typed before it can go', async ({ page }) => {
    await page.clock.install()
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await page.goto(`${server.url}/#/admin/website-requests?q=s%C4%B1ra&status=pending&sort=websiteName`)
    const list = page.getByLabel('Website talepleri listesi')
    await list.getByRole('checkbox', { name: 'Seç: Sıra 04' }).check()
    await page
      .getByRole('region', { name: 'Toplu işlemler' })
      .getByRole('button', { name: 'Reddet (1)' })
      .click()
    const dialog = page.getByRole('dialog', { name: '1 talep reddedilsin mi?' })
    const confirm = dialog.getByRole('button', { name: 'Reddet', exact: true })
    await expect(confirm).toBeDisabled()
    const typed = dialog.getByLabel('Onaylamak için REDDET yazın')
    await typed.fill('REDDE')
    await expect(confirm).toBeDisabled()
    await dialog.getByRole('button', { name: 'İptal' }).click()
    await expect(dialog).toBeHidden()
    expect(await requestStatus(named('Sıra 04'))).toBe('pending')

    await page
      .getByRole('region', { name: 'Toplu işlemler' })
      .getByRole('button', { name: 'Reddet (1)' })
      .click()
    await expect(typed).toHaveValue('')
    await typed.fill('reddet')
    await expect(confirm).toBeEnabled()
    await confirm.click()
    await page.clock.runFor(5000)
    await expect(page.getByText('1 talep "Reddedildi" olarak işaretlendi.')).toBeVisible()
    expect(await requestStatus(named('Sıra 04'))).toBe('rejected')
  })
})
