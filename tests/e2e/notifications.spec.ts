import { expect, test } from '@playwright/test'
import { newApiContext } from '../support/api-context'
import type { APIRequestContext, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { startStaticOnlyServer } from '../support/static-only-server'
import { axeViolations } from '../support/axe'

// Notifications against the real server (docs/rules/notifications.md): the admin screen with axe, a
// system notification that reaches the customer's bell without a reload, and a scheduled e-mail
// notification that arrives once at its time through real SMTP on loopback; the offline demo's screen. The server runs the
// scheduled-notifications job every 2 s (JOB_SCHEDULES, docs/rules/configuration.md).

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const CUSTOMER = { name: 'Deniz Işık', email: 'deniz@musteri.test', password: 'Kaplan-Deniz-4827!' }
const run = {
  server: undefined as unknown as OwnServer,
  mail: undefined as unknown as MailCatcher,
  api: undefined as unknown as APIRequestContext,
}

test.beforeAll(async () => {
  run.mail = await startMailCatcher()
  run.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: run.mail.url,
      JOBS: '1',
      JOB_SCHEDULES: 'scheduled-notifications=*/2 * * * * *',
    },
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

test('an admin sends a system notification and the customer’s bell shows it without a reload', async ({
  browser,
}) => {
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  await signIn(customer, CUSTOMER, /#\/user-dashboard/)
  const bell = customer.getByTestId('customer-bell')
  await expect(bell).toHaveAccessibleName('Bildirimler: okunmamış bildirim yok')

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, ADMIN, /#\/admin\/dashboard$/)
  await admin.goto(`${run.server.url}/#/admin/notification-management`)
  await expect(admin).toHaveURL(/#\/admin\/notifications$/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Bildirim Yönetimi' })).toBeVisible()
  await expect(admin.getByText('Henüz bildirim yok.')).toBeVisible()
  expect(await axeViolations(admin, { include: 'main' })).toEqual([])

  await admin.getByRole('button', { name: 'Yeni Bildirim' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni Bildirim' })
  await dialog.getByRole('button', { name: 'Bildirim Oluştur' }).click()
  await expect(dialog.getByText('Başlık ve mesaj alanları zorunludur.')).toBeVisible()
  await dialog.getByLabel('Başlık').fill('Bakım duyurusu')
  await dialog.getByLabel('Mesaj').fill('Bu gece 02:00’de kısa bir bakım yapılacak.')
  await dialog.getByLabel('Hedef').selectOption('specific')
  await dialog.getByRole('button', { name: 'Bildirim Oluştur' }).click()
  await expect(dialog.getByText('Belirli kullanıcı için email adresi gereklidir.')).toBeVisible()
  expect(await axeViolations(admin, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByLabel('Kullanıcının e-posta adresi').fill(CUSTOMER.email)
  await dialog.getByRole('button', { name: 'Bildirim Oluştur' }).click()
  await expect(dialog).toBeHidden()
  const row = admin.getByRole('row').filter({ hasText: 'Bakım duyurusu' })
  await expect(row).toContainText('Taslak')
  await row.getByRole('button', { name: 'Gönder: Bakım duyurusu' }).click()
  await expect(row).toContainText('Gönderildi')

  // The customer's page was not reloaded: the live stream refreshed the bell.
  await expect(bell).toHaveAccessibleName('Bildirimler: 1 okunmamış')
  await bell.click()
  await expect(customer.getByText('Bu gece 02:00’de kısa bir bakım yapılacak.')).toBeVisible()
  expect(await axeViolations(customer, { include: 'header' })).toEqual([])
  await customer.getByRole('button', { name: 'Okundu işaretle: Bakım duyurusu' }).click()
  await expect(bell).toHaveAccessibleName('Bildirimler: okunmamış bildirim yok')

  await row.getByRole('button', { name: 'Alıcılar: Bakım duyurusu' }).click()
  const drawer = admin.getByRole('dialog', { name: 'Alıcılar: Bakım duyurusu' })
  await expect(drawer.getByRole('list', { name: 'Alıcı listesi' })).toContainText(CUSTOMER.name)
  await expect(drawer.getByRole('list', { name: 'Alıcı listesi' })).toContainText('Okundu')
  expect(await axeViolations(admin, { include: '[role="dialog"]' })).toEqual([])
  await adminContext.close()
  await customerContext.close()
})

test('a scheduled e-mail notification arrives once, at its time', async () => {
  const login = await run.api.post('/api/auth/login', { data: ADMIN })
  expect(login.ok(), await login.text()).toBe(true)
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const subject = 'Zamanlanmış hatırlatma'
  const at = Date.now() + 5_000
  const since = run.mail.messages.length
  const created = await run.api.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: subject,
      message: 'Randevunuz yarın.',
      type: 'email',
      target: 'specific',
      targetValue: CUSTOMER.email,
      scheduledAt: new Date(at).toISOString(),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const mail = await run.mail.waitFor(CUSTOMER.email, { since, timeoutMs: 30_000 })
  expect(mail.subject).toBe(subject)
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  // Several more runs of the job go by: it is not sent again.
  await new Promise((done) => setTimeout(done, 6_000))
  expect(run.mail.messages.slice(since).filter((m) => m.subject === subject)).toHaveLength(1)
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('the offline demo’s admin creates and sends a notification and reads the SMS log', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
    try {
      await signInToOfflineDemo(page, site.url)
      await page.goto(`${site.url}/#/admin/notifications`)
      await expect(page.getByRole('heading', { level: 1, name: 'Bildirim Yönetimi' })).toBeVisible()
      await page.getByRole('button', { name: 'Yeni Bildirim' }).click()
      const dialog = page.getByRole('dialog', { name: 'Yeni Bildirim' })
      await dialog.getByLabel('Başlık').fill('Demo duyurusu')
      await dialog.getByLabel('Mesaj').fill('Çevrimdışı demoda gönderildi.')
      await dialog.getByRole('button', { name: 'Bildirim Oluştur' }).click()
      await expect(dialog).toBeHidden()
      const row = page.getByRole('row').filter({ hasText: 'Demo duyurusu' })
      await row.getByRole('button', { name: 'Gönder: Demo duyurusu' }).click()
      await expect(row).toContainText('Gönderildi')
      await page.getByRole('button', { name: 'SMS kaydı' }).click()
      await expect(page.getByRole('dialog', { name: 'SMS kaydı' })).toBeVisible()
    } finally {
      await site.stop()
    }
  })
})
