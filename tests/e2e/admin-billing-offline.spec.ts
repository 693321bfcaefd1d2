import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startStaticOnlyServer } from '../support/static-only-server'

// /admin/billing in the offline demo: a static copy of the build, no backend. The service worker issues
// an invoice from its own series (INV-DEMO-…, never the real one) and makes its PDF with the font it
// fetches from the build's /fonts/ (docs/rules/invoices-and-plans.md#numbers, #the-pdf).

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

/** The demo's back-office billing screen, signed in, from a static copy of the build; closed after `use`. */
async function onDemoBilling(
  browser: Browser,
  use: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
  const context = await browser.newContext({ acceptDownloads: true })
  try {
    const page = await context.newPage()
    await signInToOfflineDemo(page, site.url)
    await page.goto(`${site.url}/#/admin/billing`)
    await expect(page.getByRole('row').filter({ hasText: 'INV-DEMO-1005' })).toContainText('Bekliyor')
    await use(page, context)
  } finally {
    await context.close()
    await site.stop()
  }
}

test('the offline demo issues INV-DEMO numbers and downloads their PDF', async ({ browser }) => {
  test.setTimeout(90_000)
  await onDemoBilling(browser, async (page) => {
    await page.getByRole('button', { name: 'Yeni Fatura' }).click()
    const dialog = page.getByRole('dialog', { name: 'Yeni Fatura' })
    await dialog.getByLabel('Müşteri e-posta adresi').fill('ayse.yilmaz@example.com')
    await dialog.getByRole('button', { name: 'Fatura Oluştur' }).click()
    await expect(dialog).toBeHidden()
    const number = `INV-DEMO-${new Date().getFullYear()}-0001`
    const row = page.getByRole('row').filter({ hasText: number })
    await expect(row).toContainText('₺418,80') // Ayşe's Launch, 349 + KDV 20 %

    await row.getByRole('button', { name: `Detaylar: ${number}` }).click()
    const drawer = page.getByRole('dialog', { name: number })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: `PDF indir: ${number}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`fatura-${number}.pdf`)
    const bytes = readFileSync((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(5_000)
  })
})

test('without a network the first PDF says why it cannot be made; once made online, offline PDFs work', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  await onDemoBilling(browser, async (page, context) => {
    const row = page.getByRole('row').filter({ hasText: 'INV-DEMO-1005' })
    await row.getByRole('button', { name: 'Detaylar: INV-DEMO-1005' }).click()
    const drawer = page.getByRole('dialog', { name: 'INV-DEMO-1005' })
    const pdf = drawer.getByRole('button', { name: 'PDF indir: INV-DEMO-1005' })

    // The PDF's code and font were never fetched, and there is no network: it says so.
    await context.setOffline(true)
    await pdf.click()
    await expect(page.getByText(/^Fatura PDF’i bu cihazda henüz oluşturulamıyor/)).toBeVisible()

    // Made once with a network, then again without one.
    await context.setOffline(false)
    const [online] = await Promise.all([page.waitForEvent('download'), pdf.click()])
    expect(online.suggestedFilename()).toBe('fatura-INV-DEMO-1005.pdf')
    await context.setOffline(true)
    const [offline] = await Promise.all([page.waitForEvent('download'), pdf.click()])
    const bytes = readFileSync((await offline.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})
