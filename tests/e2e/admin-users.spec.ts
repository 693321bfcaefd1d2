import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer, type OwnServer } from '../support/own-server'

// The customers screen against the real server: an admin finds a customer by a Turkish-cased search,
// changes the plan in the row and suspends them (still suspended after a reload); the add dialog's
// errors at their fields; axe on the screen and the customer's drawer.

const ADMIN = { email: 'yonetici@musteriler.test', password: 'Musteri-Masasi-2026!' }
let server: OwnServer
let api: APIRequestContext
let adminToken = ''

const bearer = () => ({ Authorization: `Bearer ${adminToken}`, 'Idempotency-Key': crypto.randomUUID() })

async function createCustomer(name: string, email: string, subscription = 'free') {
  const response = await api.post('/api/admin/users', {
    headers: bearer(),
    data: { name, email, subscription },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { user: { id: string } } }).data.user
}

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  api = await playwrightRequest.newContext({ baseURL: server.url })
  const login = await api.post('/api/auth/login', { data: ADMIN })
  expect(login.ok(), await login.text()).toBe(true)
  adminToken = ((await login.json()) as { data: { token: string } }).data.token
  await createCustomer('İsmail Demir', 'ismail@musteri.test', 'Pro Plan')
  await createCustomer('Çağla Yıldız', 'cagla@musteri.test')
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

async function openUsers(page: Page) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await page.goto(`${server.url}/#/admin/users`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı Yönetimi' })).toBeVisible()
}

const table = (page: Page) => page.getByRole('table', { name: 'Kullanıcı listesi' })
const rows = (page: Page) => table(page).locator('tbody').getByRole('row')

test('an admin finds a customer, changes the plan in the row and suspends them', async ({ page }) => {
  await openUsers(page)
  await expect(page.getByLabel('Kullanıcı istatistikleri')).toContainText('Toplam kullanıcı3')
  await page.getByRole('searchbox', { name: 'Ad veya e-posta ara' }).fill('İSMAİL')
  await expect(rows(page)).toHaveCount(1)
  const row = rows(page).first()
  await expect(row).toContainText('ismail@musteri.test')

  await row.getByRole('combobox', { name: 'Plan: İsmail Demir' }).selectOption('Premium Plan')
  await expect(page.getByText('İsmail Demir: plan Premium Plan olarak değiştirildi.')).toBeVisible()
  await row.getByRole('button', { name: 'Askıya al: İsmail Demir' }).click()
  await expect(page.getByText('İsmail Demir askıya alındı; tüm oturumları kapatıldı.')).toBeVisible()
  await expect(row).toContainText('Askıda')

  await page.reload()
  await expect(page).toHaveURL(/q=/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('Askıda')
  await expect(rows(page).first().getByRole('combobox', { name: 'Plan: İsmail Demir' })).toHaveValue(
    'Premium Plan',
  )
  await expect(rows(page).first().getByRole('button', { name: 'Etkinleştir: İsmail Demir' })).toBeVisible()
})

test('the add dialog shows its errors at the field and invites the new customer', async ({ page }) => {
  await openUsers(page)
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni kullanıcı' })
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const name = dialog.getByLabel('Ad Soyad')
  const email = dialog.getByLabel('E-posta')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Ad ve email alanları zorunludur.')

  await name.fill('Yeni Müşteri')
  await email.fill('CAGLA@musteri.test')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(email).toHaveAccessibleDescription('Bu email adresi zaten kullanılıyor.')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  await email.fill('yeni@musteri.test')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Şifresini belirlemesi için davet e-postası gönderildi.')).toBeVisible()
  await expect(table(page)).toContainText('yeni@musteri.test')
})

test('the screen and the customer drawer pass axe; the drawer resends the invitation', async ({ page }) => {
  await openUsers(page)
  await expect(rows(page)).not.toHaveCount(0)
  await expect(page.getByText('Kullanıcılar yükleniyor…')).toHaveCount(0)
  const screen = await new AxeBuilder({ page }).include('main').analyze()
  expect(
    screen.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  await table(page).getByRole('button', { name: 'Çağla Yıldız', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Çağla Yıldız' })
  await expect(drawer.getByRole('heading', { name: 'Websiteler' })).toBeVisible()
  await expect(drawer.getByText('Açık oturum yok.')).toBeVisible()
  await drawer.getByRole('button', { name: 'Davet e-postasını yeniden gönder' }).click()
  await expect(page.getByText('Davet e-postası yeniden gönderildi.')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
})
