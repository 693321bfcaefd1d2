import { expect } from '@playwright/test'
import { test } from '../support/test'
import { fillBasics, nextButton, openWizard } from '../support/wizard-page'
import { useWizardServer } from '../support/wizard-server'
import {
  draftWriteHeld,
  holdDraftWrites,
  installSlowDraftDisk,
  stopHoldingDraftWrites,
} from '../support/wizard-slow-drafts'

// The wizard's draft in Chromium against the real server: it is saved locally (Dexie) as the user
// types and restored, with its step, after a reload, even when the reload comes while its write has
// not committed; it can be thrown away; and neither the wizard nor Dexie is loaded on the first
// visit to /.

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

test('typing whose write has started but not committed survives a reload', async ({ page, request }) => {
  await installSlowDraftDisk(page)
  await signIn(page, request)
  await openWizard(page, wizard.server.url)
  await holdDraftWrites(page)
  await page.getByLabel('Website adı').fill('Yavaş Disk İnşaat')
  // The debounced write has started and cannot commit: the window a reload used to lose.
  await draftWriteHeld(page)
  await stopHoldingDraftWrites(page)
  await page.reload()

  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('Yavaş Disk İnşaat')
  // The localStorage copy goes once IndexedDB holds the draft, and IndexedDB alone restores it.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith('sitekur-draft:'))),
    )
    .toEqual([])
  await page.reload()
  await expect(page.getByLabel('Website adı')).toHaveValue('Yavaş Disk İnşaat')
})

test('the draft is read live: a change saved in another tab shows here', async ({ page, request }) => {
  await signIn(page, request)
  await openWizard(page, wizard.server.url)
  await page.getByLabel('Website adı').fill('İlk Sekme')
  await expect(page.getByText('Taslak kaydedildi')).toBeVisible()

  const other = await page.context().newPage()
  await openWizard(other, wizard.server.url)
  await expect(other.getByLabel('Website adı')).toHaveValue('İlk Sekme')
  await other.getByLabel('Website adı').fill('İkinci Sekme')
  await expect(other.getByText('Taslak kaydedildi')).toBeVisible()

  // Nothing is waiting to be saved in the first tab, so the newer draft replaces its form.
  await expect(page.getByLabel('Website adı')).toHaveValue('İkinci Sekme')
  await other.close()
})

test('the first load of / carries neither the wizard nor Dexie', async ({ page }) => {
  await page.goto(`${wizard.server.url}/`, { waitUntil: 'networkidle' })
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''),
  )
  // import-wrapper is Dexie's own entry; drafts-db is the chunk that carries Dexie in this build.
  expect(scripts.filter((file) => /^(create-website|import-wrapper|drafts-db)-/.test(file))).toEqual([])
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))
  expect(databases).not.toContain('sitekur-drafts')
})
