import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  ADMIN,
  CUSTOMER,
  SESSION_KEY,
  STATUS_FAILED,
  desk,
  requestStatus,
  rowsOf,
  signIn,
  submitRequest,
  useDeskServer,
} from '../support/desk-server'

// The admin side against the real server: the shell and its guard, the dashboard, and the website request
// desk (Turkish-cased search, detail with credentials, legal moves only, revenue, an illegal move refused
// by the server, the CSV export). The desk's list state and bulk changes: admin-request-desk-bulk.spec.ts.

useDeskServer()

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
  // The form's older key 'professional' is the catalogue's Scale, at its price.
  await expect(dialog).toContainText('Scale (₺649/ay)')
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
  await expect(revenue).toContainText('₺649')

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
  ).toContainText('₺649')

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
  const search = page.getByRole('combobox', { name: 'Yönetim panelinde ara' })
  await expect(search).toHaveAttribute('placeholder', 'Kullanıcı, website veya fatura ara…')
  await search.fill('İSTANBUL')
  await search.press('Enter')
  await expect(page).toHaveURL(/#\/admin\/website-requests\?q=/)
  await expect(page.getByLabel('Website talepleri listesi')).toContainText('Atlas Yapı')

  await page.getByRole('button', { name: /^Bildirimler: \d+ bekleyen iş$/ }).click()
  await page.getByRole('link', { name: /^\d+ bekleyen website talebi$/ }).click()
  await expect(page).toHaveURL(/status=pending/)
  await expect(page.getByRole('button', { name: 'Beklemede', pressed: true })).toBeVisible()
  await expect(page.getByLabel('Website talepleri listesi')).not.toContainText('Atlas Yapı')
})

test('every back-office area is in the menu and opens its screen inside the shell', async ({ page }) => {
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
  await page.goto(`${desk.server.url}/#/admin/olmayan`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.goto(`${desk.server.url}/#/admin`)
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected alert: ${dialog.message()}`)
  })
  for (const [link, path, heading] of [
    ['Bildirimler', 'notifications', 'Bildirim Yönetimi'],
    ['E-postalar', 'emails', 'E-posta Yönetimi'],
    ['Ayarlar', 'settings', 'Sistem Ayarları'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(new RegExp(`#/admin/${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(menu.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
  }

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
  await page.goto(`${desk.server.url}/#/admin/website-requests`)
  await expect(page).toHaveURL(/#\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible()
  // An unknown admin path is a 404, not a sign-in prompt.
  await page.goto(`${desk.server.url}/#/admin/olmayan`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()

  await signIn(page, CUSTOMER.email, CUSTOMER.password)
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await page.goto(`${desk.server.url}/#/admin`)
  await expect(page).toHaveURL(/#\/dashboard$/)
  await page.goto(`${desk.server.url}/#/admin/website-requests`)
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0)
})

// The desk on the admin UI kit: eleven pending requests "Sıra 01" … "Sıra 11" (names sort as numbers).
