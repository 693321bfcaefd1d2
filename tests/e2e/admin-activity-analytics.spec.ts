import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { newApiContext } from '../support/api-context'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { axeViolations } from '../support/axe'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCustomer,
  startSignInServer,
  type SignInServer,
} from '../support/sign-in-server'

// The activity screen (the log and the audit trail with a record's history) and the analytics screen
// against the real server: an admin's change shows on both tabs, the drawer shows before → after, the
// figures come from the stored records and export as CSV; axe on both screens.

let server: SignInServer
let api: APIRequestContext
let adminToken = ''
let customerToken = ''

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const rowsOf = (list: Locator) => list.locator('tbody').getByRole('row')

async function login(email: string, password: string): Promise<string> {
  const response = await api.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN_EMAIL)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
}

async function submitRequest(fields: Record<string, unknown>): Promise<{ id: string }> {
  const response = await api.post('/api/me/website-requests', {
    headers: bearer(customerToken),
    data: fields,
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { request: { id: string } } }).data.request
}

test.beforeAll(async () => {
  server = await startSignInServer()
  api = await newApiContext(server.url)
  adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD)
  const customer = await createCustomer(server, 'Defne Yılmaz')
  customerToken = await login(customer.email, customer.password)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

test('an admin change appears in the activity log and the audit trail with its before and after', async ({
  page,
}) => {
  const request = await submitRequest({
    websiteName: 'Defne Kafe',
    businessType: 'gida',
    description: 'Menü sitesi',
  })
  const moved = await api.patch(`/api/admin/website-requests/${request.id}`, {
    headers: bearer(adminToken),
    data: { status: 'in-progress' },
  })
  expect(moved.ok(), await moved.text()).toBe(true)

  await openSignedIn(page, server.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, `/admin/activity`)
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivite' })).toBeVisible()

  const log = page.getByLabel('Aktivite kayıtları')
  await page.getByPlaceholder('Kişi, e-posta, işlem veya ayrıntı ara…').fill('Defne Kafe')
  await expect(page).toHaveURL(/q=Defne/)
  await expect(rowsOf(log)).toHaveCount(2)
  await expect(rowsOf(log).first()).toContainText('Website talebi durumu güncellendi')
  await expect(rowsOf(log).first()).toContainText(ADMIN_EMAIL)
  await expect(rowsOf(log).first()).toContainText('Beklemede → İşlemde')
  await page
    .getByRole('group', { name: 'Önem derecesine göre filtrele' })
    .getByRole('button', { name: 'Uyarı' })
    .click()
  await expect(page.getByText('Aramanıza veya filtrenize uyan kayıt yok.')).toBeVisible()
  await page
    .getByRole('group', { name: 'Önem derecesine göre filtrele' })
    .getByRole('button', { name: 'Tümü' })
    .click()
  await expect(rowsOf(log)).toHaveCount(2)
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await page.getByRole('tab', { name: 'Denetim kaydı' }).click()
  await expect(page).toHaveURL(/tab=denetim/)
  const trail = page.getByLabel('Denetim kayıtları')
  await page
    .getByRole('group', { name: 'Kayıt türüne göre filtrele' })
    .getByRole('button', { name: 'Website talebi' })
    .click()
  await page
    .getByRole('group', { name: 'İşleme göre filtrele' })
    .getByRole('button', { name: 'Güncellendi' })
    .click()
  // An update keeps only the fields that changed: the row names its record by id.
  await page.getByPlaceholder('Kişi, e-posta veya kayıt kimliği ara…').fill(request.id)
  const row = rowsOf(trail)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(request.id)
  await expect(row).toContainText('status')
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await row.getByRole('button', { name: /Geçmişi aç/ }).click()
  const drawer = page.getByRole('dialog', { name: `Website talebi: ${request.id}` })
  const history = drawer.getByRole('list', { name: 'Değişiklikler, en yeni önce' })
  await expect(history.getByRole('listitem')).toHaveCount(2)
  const change = history.getByRole('listitem').first()
  await expect(change).toContainText('Güncellendi')
  await expect(change).toContainText(ADMIN_EMAIL)
  await expect(change).toContainText('pending')
  await expect(change).toContainText('in-progress')
  const created = history.getByRole('listitem').nth(1)
  await expect(created).toContainText('Oluşturuldu')
  await created.getByText('Alanları göster').click()
  await expect(created).toContainText('Defne Kafe')
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
})

test('analytics shows the figures of the stored records and exports them as CSV', async ({ page }) => {
  await submitRequest({ websiteName: 'Analiz Kafe', businessType: 'gida' })
  await signIn(page)
  const answer = await api.get('/api/admin/analytics', { headers: bearer(adminToken) })
  const figures = (
    (await answer.json()) as { data: { requests: { total: number }; signUps: { total: number } } }
  ).data
  expect(figures.requests.total).toBeGreaterThan(0)

  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Analitik' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true')
  const requests = page
    .locator('div')
    .filter({ has: page.getByText('Website talebi', { exact: true }) })
    .last()
  await expect(requests).toContainText(String(figures.requests.total))
  await expect(page.getByText('Ölçülemiyor')).toBeVisible()
  await expect(page.getByText(/Söz: 19 saat 40 dakika/)).toBeVisible()
  const statusChart = page.getByRole('figure', { name: 'Duruma göre talepler' })
  await statusChart.getByText('Tablo olarak göster').click()
  await expect(statusChart.getByRole('row', { name: /Beklemede/ })).toBeVisible()

  await page.getByRole('button', { name: 'Son 7 gün' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('button', { name: 'Son 7 gün' })).toHaveAttribute('aria-pressed', 'true')

  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV İndir' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^analitik-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFFBölüm,Ad,Değer\r\n')).toBe(true)
  expect(csv).toContain('Duruma göre talepler,Beklemede,')
  expect(csv).toContain('Ziyaretçiler,Hemen çıkma oranı,ölçülemiyor')
})
