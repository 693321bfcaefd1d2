import { expect, test } from '@playwright/test'
import { fillBasics, nextButton, openWizard } from '../support/wizard-page'
import { useWizardServer } from '../support/wizard-server'

// The wizard's draft in Chromium against the real server: it is saved locally (Dexie) as the user
// types and restored, with its step, after a reload; it can be thrown away; and neither the wizard nor
// Dexie is loaded on the first visit to /.

const wizard = useWizardServer()
const { signIn } = wizard

test('the draft survives a reload, with its step, and can be thrown away', async ({ page, request }) => {
  await signIn(page, request)
  await openWizard(page, wizard.server.url)
  await fillBasics(page, 'Taslak İnşaat')
  await nextButton(page).click()
  await page.getByLabel('Doğa').check()
  await nextButton(page).click()
  await expect(page.getByText('Adım 3 / 6')).toBeVisible()
  await page.getByLabel('Sayfa adı').fill('Referanslar')
  await page.getByLabel('Sayfa adı').press('Enter')
  await expect(page.getByRole('button', { name: 'Referanslar sayfasını kaldır' })).toBeVisible()
  await page.getByLabel('Slogan').fill('Yarım kalan slogan')
  await expect(page.getByText('Taslak kaydedildi')).toBeVisible()

  await page.reload()
  await expect(page.getByText('Adım 3 / 6')).toBeVisible()
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
  await expect(page.getByLabel('Slogan')).toHaveValue('Yarım kalan slogan')
  await expect(page.getByRole('button', { name: 'Referanslar sayfasını kaldır' })).toBeVisible()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(page.getByLabel('Doğa')).toBeChecked()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(page.getByLabel('Website adı')).toHaveValue('Taslak İnşaat')
  await expect(page.getByLabel('Sektör')).toHaveValue('insaat')

  // Typing right before leaving is kept too (saved when the page is hidden, not only after 400 ms).
  await page.getByLabel('Website adı').fill('Son Anda Yazılan')
  await page.reload()
  await expect(page.getByLabel('Website adı')).toHaveValue('Son Anda Yazılan')

  await page.getByRole('button', { name: 'Baştan başla' }).click()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
})

test('the first load of / carries neither the wizard nor Dexie', async ({ page }) => {
  await page.goto(`${wizard.server.url}/`, { waitUntil: 'networkidle' })
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''),
  )
  expect(scripts.filter((file) => /^(create-website|import-wrapper)-/.test(file))).toEqual([])
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))
  expect(databases).not.toContain('sitekur-drafts')
})
