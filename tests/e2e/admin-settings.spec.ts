import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { signInThroughForm } from '../support/dashboard-server'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// /admin/settings against the real server (docs/rules/system-settings.md): the six tabs, sections that
// follow their switch, save and reset with their toasts, axe; and maintenance mode, which shows a signed-in
// customer the maintenance page while the admin keeps working.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Ayar-Masasi-2026!' }
const MEHMET = { email: 'mehmet.demir@example.com', password: 'sitekur-demo' }
let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    // The screen's own defaults: this server starts with none of the test servers' settings.
    env: { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, INITIAL_SETTINGS: '{}' },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

async function adminOnSettings(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Ayarlar' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sistem Ayarları' })).toBeVisible()
  await expect(page.getByLabel('Site adı')).toHaveValue('SiteKur')
  return page
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Başarılı: Ayarlar başarıyla kaydedildi.')).toBeVisible()
}

test('an admin edits the settings tab by tab, saves, and resets them', async ({ browser }) => {
  const page = await adminOnSettings(browser)
  for (const tab of ['Genel', 'Güvenlik', 'Bildirimler', 'Performans', 'Entegrasyonlar', 'Gelişmiş'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  await page.getByLabel('Site adı').fill('Kur Ajans')

  // Sections follow their switch.
  await page.getByRole('tab', { name: 'Güvenlik' }).click()
  await expect(page.getByLabel('Dakikadaki maksimum istek')).toHaveValue('100')
  await page.getByRole('switch', { name: 'Hız sınırı' }).click()
  await expect(page.getByLabel('Dakikadaki maksimum istek')).toHaveCount(0)
  await page.getByRole('switch', { name: 'Hız sınırı' }).click()
  await page.getByRole('tab', { name: 'Bildirimler' }).click()
  await expect(page.getByLabel('SMTP portu')).toHaveValue('587')
  await expect(page.getByRole('button', { name: 'Bağlantıyı test et' })).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  await page.getByRole('switch', { name: 'E-posta bildirimleri' }).click()
  await expect(page.getByLabel('SMTP sunucusu')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Performans' }).click()
  await page.getByRole('switch', { name: 'Otomatik yedekleme' }).click()
  await expect(page.getByLabel('Yedekleme sıklığı')).toHaveCount(0)

  // A refused value: the field says why, nothing is saved.
  await page.getByLabel('Maksimum dosya boyutu (MB)').fill('0')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Hata: Ayarlar kaydedilirken bir hata oluştu.')).toBeVisible()
  await expect(
    page.getByText('Maksimum dosya boyutu 1 ile 100 MB arasında bir tam sayı olmalıdır.'),
  ).toBeVisible()
  await page.getByLabel('Maksimum dosya boyutu (MB)').fill('25')
  await save(page)

  await page.reload()
  await page.getByRole('tab', { name: 'Genel' }).click()
  await expect(page.getByLabel('Site adı')).toHaveValue('Kur Ajans')
  await page.getByRole('button', { name: 'Sıfırla' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ayarlar sıfırlansın mı?' })
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Sıfırla' }).click()
  await expect(page.getByText('Başarılı: Ayarlar varsayılan değerlere sıfırlandı.')).toBeVisible()
  await expect(page.getByLabel('Site adı')).toHaveValue('SiteKur')
})

test('maintenance mode shows a customer the maintenance page and leaves the admin working', async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, server.url, MEHMET.email, MEHMET.password)
  const admin = await adminOnSettings(browser)
  await admin.getByRole('switch', { name: 'Bakım modu' }).click()
  await save(admin)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Bakım çalışması' })).toBeVisible()
  await expect(page.getByText('Sistem bakımda. Lütfen daha sonra tekrar deneyin.')).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  // The admin still works: another screen loads its data.
  await admin
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Paketler' })
    .click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Paket Yönetimi' })).toBeVisible()
  await admin
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Ayarlar' })
    .click()
  await admin.getByRole('switch', { name: 'Bakım modu' }).click()
  await save(admin)
  await page.getByRole('button', { name: 'Tekrar dene' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bakım çalışması' })).toHaveCount(0)
})
