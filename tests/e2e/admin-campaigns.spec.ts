import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// /admin/emails, tab 'Kampanyalar', against the real server with the demo customers and a real SMTP
// catcher: create a campaign in the dialog (with the audience's live count), send it now after the
// confirmation, see it sent with its progress; the mail's unsubscribe link opens the public page, which
// unsubscribes; axe on the tab, the dialog and the page (docs/rules/email-campaigns.md).

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
let server: OwnServer
let smtp: MailCatcher

test.beforeAll(async () => {
  smtp = await startMailCatcher()
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '1', SMTP_URL: smtp.url },
  })
})
test.afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return ((await res.json()) as { data: { token: string } }).data.token
}

test('an admin creates a campaign, sends it now, and a customer unsubscribes from its mail', async ({
  page,
}) => {
  const token = await adminToken(server.url)
  const template = await fetch(`${server.url}/api/admin/email-templates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Kasım duyurusu',
      subject: 'Kasım',
      content: 'Merhaba {name},\nYeni temalarımız: https://example.com/temalar',
      type: 'marketing',
    }),
  })
  expect(template.status).toBe(201)

  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await page.goto(`${server.url}/#/admin/emails`)
  await page.getByRole('tab', { name: 'Kampanyalar' }).click()
  await expect(page.getByText('Henüz kampanya yok.')).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await page.getByRole('button', { name: 'Yeni Kampanya' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni Kampanya' })
  await dialog.getByRole('button', { name: 'Kampanya Oluştur' }).click()
  await expect(dialog.getByText('Kampanya adı, konu ve şablon alanları zorunludur.')).toBeVisible()
  await dialog.getByLabel('Kampanya adı').fill('Kasım kampanyası')
  await dialog.getByLabel('Konu').fill('Yeni temalar geldi')
  await dialog.getByLabel('Şablon').selectOption({ label: 'Kasım duyurusu' })
  await expect(dialog.getByTestId('audience-count')).toHaveText(/^\d+ alıcı/)
  const recipients = Number((await dialog.getByTestId('audience-count').textContent())?.split(' ')[0])
  expect(recipients).toBeGreaterThan(0)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Kampanya Oluştur' }).click()
  await expect(dialog).toBeHidden()

  const list = page.getByLabel('Kampanyalar listesi')
  const row = list.getByRole('row').filter({ hasText: 'Kasım kampanyası' })
  await expect(row.getByText('Taslak')).toBeVisible()
  await row.getByRole('button', { name: 'Şimdi Gönder' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Şimdi Gönder' }).click()
  await expect(row.getByText('Gönderildi', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(row.getByText(`${recipients} gönderildi`)).toBeVisible()
  expect(smtp.messages.filter((m) => m.subject === 'Yeni temalar geldi')).toHaveLength(recipients)

  const mail = smtp.messages.find((m) => m.subject === 'Yeni temalar geldi')!
  const link = /https?:\/\/[^\s"]+#\/unsubscribe\?token=[^\s"]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  const address = new URL(link!)
  await page.goto(`${server.url}/${address.hash}`)
  await expect(page.getByRole('heading', { name: 'E-posta aboneliği' })).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  await page.getByRole('button', { name: 'Abonelikten Çık' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Abonelikten çıktınız' })).toBeVisible()

  await page.goto(`${server.url}/#/unsubscribe?token=bozuk.0000`)
  await expect(page.getByRole('alert').filter({ hasText: 'Bu bağlantı geçersiz.' })).toBeVisible()
})
