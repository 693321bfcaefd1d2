import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { untilControlled } from '../support/service-worker-page'
import { startStaticOnlyServer } from '../support/static-only-server'
import { axeViolations } from '../support/axe'

// /admin/packages against the real server: the create dialog's rules and defaults, copy, the active
// switch, the delete guard on a package a customer is on, delete, axe on the screen and the dialog; and
// the same screen in the offline demo, answered by the service worker's emulated API.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

async function signIn(page: Page, url: string, account: { email: string; password: string }) {
  await page.goto(`${url}/#/login`)
  await page.getByLabel('E-posta').fill(account.email)
  await page.getByLabel('Şifre', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
}

/** The row of the package with exactly this name. */
const rowOf = (page: Page, name: string) =>
  page
    .getByLabel('Paketler listesi')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `İşlemler: ${name}`, exact: true }) })

/**
 * Opens the row's menu and picks an action. The previous action's toast may cover the row's button, and
 * a toast under the pointer does not go away (it pauses on hover): move the pointer off and let it go.
 */
async function act(page: Page, name: string, action: string) {
  await page.mouse.move(0, 0)
  await expect(page.getByRole('region', { name: 'Bildirimler' }).getByRole('status')).toHaveCount(0)
  await page.getByRole('button', { name: `İşlemler: ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('an admin creates a package, copies it, switches it off, and deletes only a package nobody is on', async ({
  page,
}) => {
  await signIn(page, server.url, ADMIN)
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Paketler' })
    .click()
  await expect(page).toHaveURL(/#\/admin\/packages$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Paket Yönetimi' })).toBeVisible()
  await expect(page.getByText('Paketler yükleniyor…')).toHaveCount(0)
  const stats = page.getByLabel('Paket istatistikleri')
  // The three seeded packages (the landing's), and the first admin on Vision (1.190 a month).
  await expect(stats).toContainText('Toplam paket3')
  await expect(stats).toContainText('Tahmini aylık gelir₺1.190')
  await expect(page.getByRole('listitem', { name: 'Önizleme: Scale' })).toContainText('₺5.990/yıl')
  await expect(page.getByRole('listitem', { name: 'Önizleme: Scale' })).toContainText('En popüler')
  await expect(page.getByText('En popüler')).toHaveCount(1)
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await page.getByRole('button', { name: 'Yeni Paket' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni Paket' })
  await expect(dialog.getByLabel('Para birimi')).toHaveValue('TRY')
  await expect(dialog.getByLabel('Bant genişliği (GB)')).toHaveValue('10')
  await expect(dialog.getByRole('checkbox', { name: 'SSL sertifikası' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Aktif' })).toBeChecked()
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByLabel('Paket adı').fill('Başlangıç')
  await dialog.getByLabel('Aylık fiyat').fill('yüz')
  await dialog.getByRole('button', { name: 'Paket Oluştur' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Paket adı ve fiyat alanları zorunludur.')
  await dialog.getByLabel('Aylık fiyat').fill('149')
  await dialog.getByRole('button', { name: 'Özellik 1 kaldır' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Özellik 1', exact: true })).toHaveValue('')
  await dialog.getByRole('textbox', { name: 'Özellik 1', exact: true }).fill('Tek site')
  await dialog.getByRole('button', { name: 'Özellik ekle' }).click()
  await dialog.getByRole('textbox', { name: 'Özellik 2', exact: true }).fill('Ücretsiz SSL')
  await dialog.getByRole('button', { name: 'Paket Oluştur' }).click()
  await expect(page.getByText('Paket başarıyla oluşturuldu.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, 'Başlangıç')).toContainText('₺149')
  await expect(rowOf(page, 'Başlangıç')).toContainText('Aktif')
  await expect(stats).toContainText('Toplam paket4')

  await act(page, 'Başlangıç', 'Kopyala')
  await expect(page.getByText('Paket başarıyla kopyalandı.')).toBeVisible()
  const copy = rowOf(page, 'Başlangıç (Kopya)')
  await expect(copy).toContainText('₺149')
  await act(page, 'Başlangıç (Kopya)', 'Pasif yap')
  await expect(page.getByText('Paket durumu güncellendi.')).toBeVisible()
  await expect(copy).toContainText('Pasif')
  await expect(page.getByRole('listitem', { name: 'Önizleme: Başlangıç (Kopya)' })).toHaveCount(0)

  // The first admin is on Vision: it cannot be deleted, only switched off.
  await act(page, 'Vision', 'Sil')
  let confirm = page.getByRole('dialog', { name: 'Paket silinsin mi?' })
  await confirm.getByLabel(/Onaylamak için/).fill('Vision')
  await confirm.getByRole('button', { name: 'Paketi Sil' }).click()
  await expect(page.getByText(/^Bu paketi 1 müşteri kullanıyor/)).toBeVisible()
  await expect(rowOf(page, 'Vision')).toBeVisible()

  await act(page, 'Başlangıç (Kopya)', 'Sil')
  confirm = page.getByRole('dialog', { name: 'Paket silinsin mi?' })
  await confirm.getByLabel(/Onaylamak için/).fill('Başlangıç (Kopya)')
  await confirm.getByRole('button', { name: 'Paketi Sil' }).click()
  await expect(page.getByText('Paket başarıyla silindi.')).toBeVisible()
  await expect(copy).toHaveCount(0)
  await expect(stats).toContainText('Toplam paket4')
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('in the offline demo the screen and its writes work against the emulated API', async ({ page }) => {
    test.setTimeout(90_000)
    const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
    try {
      await page.goto(`${site.url}/`)
      await untilControlled(page)
      await signIn(page, site.url, { email: 'admin@sitekur.app', password: 'demo1234' })
      await page.goto(`${site.url}/#/admin/packages`)
      await expect(page.getByTestId('availability-banner')).toContainText('Çevrimdışı demo modundasınız')
      // The same catalogue as the server's and the landing's.
      await expect(rowOf(page, 'Scale')).toContainText('₺649')
      await act(page, 'Launch', 'Kopyala')
      await expect(page.getByText('Paket başarıyla kopyalandı.')).toBeVisible()
      await expect(rowOf(page, 'Launch (Kopya)')).toContainText('₺349')
      await expect(rowOf(page, 'Launch (Kopya)')).toContainText('Müşteri planlarında')
    } finally {
      await site.stop()
    }
  })
})
