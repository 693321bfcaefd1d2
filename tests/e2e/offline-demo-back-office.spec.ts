import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startStaticOnlyServer, type StaticOnlyServer } from '../support/static-only-server'

// The offline demo's back-office on a static copy of the build (no backend): the seeded data (api/demo/,
// docs/rules/offline-demo-and-sync.md#demo-data) fills the customers screen and its drawer, the support
// desk (where the demo admin answers a request), the activity log and the analytics.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

let site: StaticOnlyServer
test.beforeAll(async () => {
  site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
})
test.afterAll(async () => {
  await site?.stop()
})

const rowsOf = (list: Locator) => list.locator('tbody').getByRole('row')
/** A stat card's figure: the definition right after its term. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')

test('the demo admin sees the seeded customers, requests, activity and figures, and answers a request', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToOfflineDemo(page, site.url)

  // Customers: plans the back-office knows, every status, and the demo customer's records in the drawer.
  await page.goto(`${site.url}/#/admin/users`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı Yönetimi' })).toBeVisible()
  const users = page.getByRole('table', { name: 'Kullanıcı listesi' })
  await expect(users).toContainText('ayse.yilmaz@example.com')
  const row = (name: string) => rowsOf(users).filter({ has: page.getByRole('button', { name, exact: true }) })
  await expect(row('Can Öztürk')).toContainText('Askıda')
  await expect(row('Elif Şahin')).toContainText('Beklemede')
  await expect(row('Demo Yönetici').getByRole('combobox', { name: 'Plan: Demo Yönetici' })).toHaveValue(
    'Vision',
  )
  await expect(page.getByLabel('Kullanıcı istatistikleri')).toContainText('Toplam kullanıcı7')
  await users.getByRole('button', { name: 'Demo Kullanıcı', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Demo Kullanıcı' })
  await expect(drawer.getByRole('region', { name: 'Websiteler' })).toContainText('demokafe.com.tr')
  await expect(drawer.getByRole('region', { name: 'Talepler' })).toContainText(
    'Menü sayfasına yaz menüsü eklensin',
  )
  await expect(drawer.getByRole('region', { name: 'Talepler' })).toContainText('Işıltı Kuaför')
  await expect(drawer.getByRole('region', { name: 'Faturalar' })).toContainText('INV-DEMO-1002')
  await drawer.getByRole('button', { name: 'Kapat' }).click()

  // The support desk: requests and tickets of several customers; an earlier thread; an answer.
  await page.goto(`${site.url}/#/admin/support-tickets`)
  await expect(page.getByRole('heading', { name: 'Destek Talepleri' })).toBeVisible()
  const desk = page.getByRole('table', { name: 'Destek talepleri listesi' })
  for (const title of ['E-posta hesabı kurulumu', 'SSL sertifikası uyarısı', 'Hesabım askıya alındı'])
    await expect(desk).toContainText(title)
  await expect(desk.getByRole('row').filter({ hasText: 'SSL sertifikası uyarısı' })).toContainText(
    'mehmet.demir@example.com',
  )

  const earlier = 'Galeriye yeni düğün fotoğrafları'
  await desk.getByRole('button', { name: `Aç: ${earlier}` }).click()
  const thread = page.getByRole('dialog', { name: earlier })
  const earlierMessages = thread.getByRole('list', { name: 'Mesajlar' })
  await expect(earlierMessages).toContainText('Fotoğrafları aldık, bu hafta içinde galeriye ekliyoruz.')
  await expect(earlierMessages).toContainText('Müşteri · Demo Kullanıcı')
  await thread.getByRole('button', { name: 'Kapat' }).click()

  const title = 'Menü sayfasına yaz menüsü eklensin'
  const item = desk.getByRole('row').filter({ hasText: title })
  await expect(item).toContainText('Beklemede')
  await item.getByRole('button', { name: `Aç: ${title}` }).click()
  const open = page.getByRole('dialog', { name: title })
  await expect(open.getByText('Limonata ve soğuk kahveleri menüye ekleyebilir misiniz?')).toBeVisible()
  await open.getByRole('button', { name: `İşleme Al: ${title}` }).click()
  await expect(open.getByText('İşlemde', { exact: true })).toBeVisible()
  const reply = open.getByRole('form', { name: 'Müşteriye yanıt yaz' })
  await reply.getByLabel('Mesajınız').fill('Yaz menüsünü bugün ekliyoruz; fiyatları kontrol eder misiniz?')
  await reply.getByRole('button', { name: 'Yanıtı Gönder' }).click()
  await expect(open.getByRole('list', { name: 'Mesajlar' })).toContainText(
    'Yaz menüsünü bugün ekliyoruz; fiyatları kontrol eder misiniz?',
  )
  await open.getByRole('button', { name: 'Kapat' }).click()
  await expect(item).toContainText('İşlemde')

  // The activity log: the seeded history, and the answer just given.
  await page.goto(`${site.url}/#/admin/activity`)
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivite' })).toBeVisible()
  const log = page.getByLabel('Aktivite kayıtları')
  await expect(log).toContainText('Kullanıcı askıya alındı')
  await expect(log).toContainText('Destek talebi oluşturuldu')
  await expect(rowsOf(log).first()).toContainText('Destek masası: talebe yanıt verildi')
  await expect(rowsOf(log).first()).toContainText('admin@sitekur.app')
  await page.getByPlaceholder('Kişi, e-posta, işlem veya ayrıntı ara…').fill('SSL')
  await expect(rowsOf(log)).toHaveCount(1)
  await expect(rowsOf(log).first()).toContainText('Müşteri talebi oluşturuldu')
  await expect(rowsOf(log).first()).toContainText('mehmet.demir@example.com')

  // Analytics over the last 30 days: sign-ups, revenue from paid invoices, visitors by day and device.
  await page.goto(`${site.url}/#/admin/analytics`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik' })).toBeVisible()
  await expect(figure(page, 'Ziyaretçi')).toHaveText(/^[1-9][\d.]*$/)
  await expect(figure(page, 'Yeni kayıt')).toHaveText(/^[1-9]\d*$/)
  await expect(figure(page, 'Gelir (ödenen faturalar)')).not.toHaveText(/^₺?0(,00)?\s*₺?$/)
  await expect(page.getByText('Bu aralıkta ödenen fatura yok')).toHaveCount(0)
  const devices = page.getByRole('figure', { name: 'Cihaz dağılımı' })
  await devices.getByText('Tablo olarak göster').click()
  await expect(devices.getByRole('row', { name: /Mobil/ }).getByRole('cell')).toHaveText(/^[1-9]/)
})
