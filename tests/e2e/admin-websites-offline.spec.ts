import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { untilControlled } from '../support/service-worker-page'
import { startStaticOnlyServer } from '../support/static-only-server'

// /admin/websites in the offline demo: a static copy of the build, no backend, the service worker's
// emulated API answering — the list, a write, the header search and an invoice leading to its customer.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

test('in the offline demo the screen, its writes and the header search work against the emulated API', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
  try {
    await page.goto(`${site.url}/`)
    await untilControlled(page)
    await page.goto(`${site.url}/#/login`)
    await page.getByLabel('E-posta').fill('admin@sitekur.app')
    await page.getByLabel('Şifre', { exact: true }).fill('demo1234')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await page.goto(`${site.url}/#/admin/websites`)
    await expect(page.getByTestId('availability-banner')).toContainText('Çevrimdışı demo modundasınız')
    const list = page.getByLabel('Websiteler listesi')
    const row = list
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Detaylar: Demo Kafe', exact: true }) })
    await expect(row).toContainText('demokafe.com.tr')
    await expect(page.getByLabel('Website istatistikleri')).toContainText('Toplam website')

    await page.getByRole('button', { name: 'İşlemler: Demo Kafe', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Bakıma al' }).click()
    await expect(row).toContainText('Bakımda')

    const search = page.getByRole('combobox', { name: 'Yönetim panelinde ara' })
    await search.fill('demokafe')
    const found = page.getByRole('group', { name: 'Websiteler' }).getByRole('option')
    await expect(found.first()).toContainText('Demo Kafe')
    await search.press('ArrowDown')
    await search.press('Enter')
    const websiteDrawer = page.getByRole('dialog', { name: /^Demo Kafe/ })
    await expect(websiteDrawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(websiteDrawer).toBeHidden()

    // An invoice opens its drawer on the billing screen (docs/rules/ui-shell.md#the-headers-search).
    await search.fill('INV-')
    const invoice = page.getByRole('group', { name: 'Faturalar' }).getByRole('option').first()
    await expect(invoice).toBeVisible()
    const number = /^INV-[A-Z\d-]*\d/.exec((await invoice.textContent()) ?? '')?.[0] ?? ''
    expect(number).toMatch(/^INV-DEMO-/)
    await invoice.click()
    await expect(page).toHaveURL(/#\/admin\/billing\?.*open=/)
    await expect(page.getByRole('dialog', { name: number })).toBeVisible()
  } finally {
    await site.stop()
  }
})
