import { expect, test } from '@playwright/test'
import { tab, useWebsiteEditServer } from '../support/website-edit-server'

// The website edit screen refusing a save: the name and SEO limits checked before sending, a text file
// named .png refused by the server, and no connection; every typed value is kept (also across a reload,
// by the device draft) and nothing changes on the server until a save goes through.

const { dashboard, createWebsite, savedWebsite } = useWebsiteEditServer()

// Its offline step checks that no file waits in the service worker's outbox (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test('a refused save keeps every value, also across a reload; SEO limits are checked before sending', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Mehmet Fırın')
  const websiteId = await createWebsite(customer, 'Fırın Vitrin')
  await dashboard.signIn(page, customer, `/edit-website/${websiteId}`)
  // As after the sign-in form: the service worker controls the page before the edits begin.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })

  // Hızlı Düzenle changes the basic fields together.
  await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
  const quick = page.getByRole('dialog', { name: 'Hızlı Düzenle' })
  await quick.getByLabel('Website adı').fill('')
  await quick.getByRole('button', { name: 'Uygula' }).click()
  await expect(quick).toContainText('Website adı zorunludur.')
  await quick.getByLabel('Website adı').fill('Mehmet Fırını')
  await quick.getByLabel('Durum').selectOption({ label: 'Bakımda' })
  await quick.getByRole('button', { name: 'Uygula' }).click()
  await expect(quick).toBeHidden()
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await expect(page.getByLabel('Durum')).toHaveValue('maintenance')
  await tab(page, 'SEO')
  const seoTitle = page.getByLabel('SEO başlığı')
  await seoTitle.fill('Ç'.repeat(61))
  await expect(page.getByText('61/60 karakter')).toBeVisible()
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('SEO başlığı en fazla 60 karakter olabilir.').first()).toBeVisible()
  await expect(page).toHaveURL(/tab=seo/)
  await seoTitle.fill('Mehmet Fırını — taze ekmek')

  // A text file named logo.png: the browser calls it image/png, the server reads its bytes.
  await tab(page, 'Medya')
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('bu bir görsel değil\n') })
  await page.getByRole('button', { name: 'Kaydet' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert).toContainText('Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).')
  await alert.getByRole('button', { name: 'Tamam' }).click()
  await expect(alert).toBeHidden()

  // Offline nothing is sent (no outbox for files): the connection error, and the form stays.
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(alert).toContainText('Bağlantı hatası. Lütfen tekrar deneyin.')
  await alert.getByRole('button', { name: 'Tamam' }).click()
  await page.context().setOffline(false)
  await expect(page.getByText(/gönderilmeyi bekliyor/)).toHaveCount(0) // nothing in the outbox

  // Nothing changed on the server; nothing typed or chosen is lost here.
  expect((await savedWebsite(customer, websiteId)).name).toBe('Fırın Vitrin')
  await expect(page.getByText('Yeni: logo.png')).toBeVisible()
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toHaveValue('Mehmet Fırını — taze ekmek')
  await tab(page, 'Temel')
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')

  // The typed values survive a reload (the device draft); the chosen file does not.
  await expect(page.getByText('Değişiklikleriniz bu cihazda saklandı; kaydetmeyi unutmayın.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Bu cihazda kaydedilmemiş değişiklikleriniz geri yüklendi.')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toHaveValue('Mehmet Fırını — taze ekmek')

  // Saved without the bad file: the draft goes with the save.
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  // The address changes before the lazily loaded dashboard renders, and until then the edit screen
  // stays mounted: going back to it in that window would find the same form, not a fresh one.
  await expect(page.getByRole('heading', { name: 'Panelim' })).toBeVisible()
  expect((await savedWebsite(customer, websiteId)).seoTitle).toBe('Mehmet Fırını — taze ekmek')
  await page.goto(`${dashboard.server.url}/#/edit-website/${websiteId}`)
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await expect(page.getByText('Bu cihazda kaydedilmemiş değişiklikleriniz geri yüklendi.')).toHaveCount(0)
})
