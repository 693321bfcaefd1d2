import { expect, test } from '@playwright/test'
import { newApiContext } from '../support/api-context'
import type { APIRequestContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// /admin/billing against the real server: an admin issues an invoice from the create dialog (the plan
// puts its price in the amount), records a payment; the customer gets the mail with the PDF attached
// (real SMTP on loopback) and downloads the PDF from Ödeme; axe on the screen and its dialog.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const CUSTOMER = { name: 'Şule Çağlayan', email: 'sule@musteri.test', password: 'Kaplan-Deniz-4827!' }
const run = {
  server: undefined as unknown as OwnServer,
  mail: undefined as unknown as MailCatcher,
  api: undefined as unknown as APIRequestContext,
}

test.beforeAll(async () => {
  run.mail = await startMailCatcher()
  run.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: run.mail.url },
  })
  run.api = await newApiContext(run.server.url)
  const registered = await run.api.post('/api/auth/register', { data: CUSTOMER })
  expect(registered.ok(), await registered.text()).toBe(true)
  const code = /\b(\d{6})\b/.exec((await run.mail.waitFor(CUSTOMER.email)).text)?.[1]
  const verified = await run.api.post('/api/auth/verify-email', { data: { email: CUSTOMER.email, code } })
  expect(verified.ok(), await verified.text()).toBe(true)
})
test.afterAll(async () => {
  await run.api?.dispose()
  await run.server?.stop()
  await run.mail?.stop()
})

async function signIn(page: Page, who: { email: string; password: string }, landing: RegExp) {
  await page.goto(`${run.server.url}/#/login`)
  await page.getByLabel('E-posta').fill(who.email)
  await page.getByLabel('Şifre', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(landing)
}

test('an admin issues an invoice and the customer downloads its PDF from Ödeme', async ({ browser }) => {
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, ADMIN, /#\/admin\/dashboard$/)
  await admin.goto(`${run.server.url}/#/admin/billing-management`)
  await expect(admin).toHaveURL(/#\/admin\/billing$/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Fatura Yönetimi' })).toBeVisible()
  await expect(admin.getByText('Henüz fatura yok.')).toBeVisible()
  expect(await axeViolations(admin, { include: 'main' })).toEqual([])

  await admin.getByRole('button', { name: 'Yeni Fatura' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni Fatura' })
  // No price is made up: empty is the customer's package's (decision 0031).
  await expect(dialog.getByLabel('Tutar (TL, KDV hariç)')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Fatura Oluştur' }).click()
  await expect(dialog.getByText('Müşteri email adresi zorunludur.')).toBeVisible()
  expect(await axeViolations(admin, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByLabel('Müşteri e-posta adresi').fill('kimse@yok.test')
  await dialog.getByRole('button', { name: 'Fatura Oluştur' }).click()
  await expect(dialog.getByText('Bu email adresine sahip kullanıcı bulunamadı.')).toBeVisible()
  await dialog.getByLabel('Müşteri e-posta adresi').fill(CUSTOMER.email)
  await dialog.getByLabel('Plan').selectOption({ label: 'Scale — ₺649' })
  await expect(dialog.getByLabel('Tutar (TL, KDV hariç)')).toHaveValue('649')
  const mailsBefore = run.mail.messages.length
  await dialog.getByRole('button', { name: 'Fatura Oluştur' }).click()
  await expect(dialog).toBeHidden()

  const year = new Date().getFullYear()
  const row = admin.getByRole('row').filter({ hasText: `INV-${year}-0001` })
  await expect(row).toContainText(CUSTOMER.email)
  await expect(row).toContainText('₺778,80')
  await expect(row).toContainText('Bekliyor')
  const mail = await run.mail.waitFor(CUSTOMER.email, { since: mailsBefore })
  expect(mail.subject).toBe(`Faturanız düzenlendi: INV-${year}-0001`)
  expect(mail.raw).toContain('application/pdf')
  expect(mail.raw).toContain(`fatura-INV-${year}-0001.pdf`)

  // A payment by bank transfer for the whole total makes it paid.
  await row.getByRole('button', { name: `İşlemler: INV-${year}-0001` }).click()
  await admin.getByRole('menuitem', { name: 'Ödeme kaydet' }).click()
  const payment = admin.getByRole('dialog', { name: `Ödeme Kaydet: INV-${year}-0001` })
  await payment.getByLabel('Referans').fill('EFT-2026-77')
  await payment.getByRole('button', { name: 'Ödemeyi Kaydet' }).click()
  await expect(payment).toBeHidden()
  await expect(row).toContainText('Ödendi')

  const customerContext = await browser.newContext({ acceptDownloads: true })
  const customer = await customerContext.newPage()
  await signIn(customer, CUSTOMER, /#\/user-dashboard/)
  await customer.getByRole('tab', { name: 'Ödeme' }).click()
  const history = customer
    .getByRole('table', { name: 'Faturalar' })
    .getByRole('row')
    .filter({ hasText: `INV-${year}-0001` })
  await expect(history).toContainText('₺778,80')
  await expect(history).toContainText('Ödendi')
  await expect(history).toContainText('Havale/EFT')
  await expect(
    customer.getByText('Bu belge bilgilendirme amaçlıdır; GİB e-Arşiv faturası değildir.'),
  ).toBeVisible()
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    history.getByRole('button', { name: `PDF indir: INV-${year}-0001` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`fatura-INV-${year}-0001.pdf`)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await adminContext.close()
  await customerContext.close()
})
