import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { resolve } from 'node:path'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// /admin/emails against the real server: the templates tab lists SiteKur's own mails; an admin creates a
// template with the placeholder buttons (an unknown placeholder is refused), sees the live preview, opens
// the server's preview, and sends a test that arrives in the mail catcher (real SMTP on loopback); axe on
// the screen and its dialog.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const run = {
  server: undefined as unknown as OwnServer,
  mail: undefined as unknown as MailCatcher,
}

test.beforeAll(async () => {
  run.mail = await startMailCatcher()
  run.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: run.mail.url },
  })
})
test.afterAll(async () => {
  await run.server?.stop()
  await run.mail?.stop()
})

// The preview's frame is sandboxed without scripts: axe cannot run inside it, and its content is the
// mail (checked by the text assertions), not the back-office: checks leave frames out.
test('an admin creates a template, previews it and sends a test to themselves', async ({ page }) => {
  test.setTimeout(120_000)
  await openSignedIn(page, run.server.url, ADMIN, `/admin/email-management`)
  await expect(page).toHaveURL(/#\/admin\/emails$/)
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Yönetimi' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Şablonlar', selected: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'E-posta doğrulama kodu' })).toBeVisible()
  expect(await axeViolations(page, { include: 'main', frames: false })).toEqual([])

  await page.getByRole('button', { name: 'Yeni Şablon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni Şablon' })
  await dialog.getByLabel('Şablon adı').fill('Hoş geldiniz')
  await dialog.getByLabel('Tür').selectOption('welcome')
  await dialog.getByLabel('Konu').fill('Merhaba ')
  await dialog.getByRole('button', { name: 'Ad ekle: {name}' }).click()
  await expect(dialog.getByLabel('Konu')).toHaveValue('Merhaba {name}')
  await dialog.getByLabel('İçerik').fill('Planınız: {phone}')
  await dialog.getByRole('button', { name: 'Şablon Oluştur' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Bilinmeyen yer tutucu: {phone}.')
  await dialog.getByLabel('İçerik').fill('Planınız: ')
  await dialog.getByRole('button', { name: 'Plan ekle: {subscription}' }).click()
  await expect(dialog.getByLabel('İçerik')).toHaveValue('Planınız: {subscription}')
  await expect(dialog.getByTestId('preview-subject')).toHaveText('Merhaba Ayşe Yılmaz')
  const live = dialog.frameLocator('iframe[title="Canlı önizleme (örnek müşteri)"]')
  await expect(live.getByText('Planınız: Scale')).toBeVisible()
  expect(await axeViolations(page, { include: '[role="dialog"]', frames: false })).toEqual([])
  await dialog.getByRole('button', { name: 'Şablon Oluştur' }).click()
  await expect(dialog).toBeHidden()

  const row = page.getByRole('row').filter({ hasText: 'Hoş geldiniz' })
  await expect(row).toContainText('Merhaba {name}')
  await row.getByRole('button', { name: 'İşlemler: Hoş geldiniz' }).click()
  await page.getByRole('menuitem', { name: 'Önizle' }).click()
  const preview = page.getByRole('dialog', { name: 'Şablon önizlemesi' })
  await expect(preview.getByTestId('preview-subject')).toHaveText('Merhaba Ayşe Yılmaz')
  await preview.getByRole('button', { name: 'Kapat' }).click()

  const before = run.mail.messages.length
  await row.getByRole('button', { name: 'İşlemler: Hoş geldiniz' }).click()
  await page.getByRole('menuitem', { name: 'Test gönder' }).click()
  await expect(page.getByText('Test e-postası gönderildi.')).toBeVisible()
  const mail = await run.mail.waitFor(ADMIN.email, { since: before })
  expect(mail.subject).toMatch(/^\[Test\] Merhaba /)
  expect(mail.text).toMatch(/^Planınız: /)
})
