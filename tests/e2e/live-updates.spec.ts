import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { newApiContext } from '../support/api-context'
import type { APIRequestContext, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// Live updates against the real server (docs/rules/live-updates.md): the desk shows a customer's new
// request without a reload, 'Canlı İzleme' and the bell. (A suspended customer's open dashboard signing
// out at once is the customers screen's story, in admin-users-suspension.spec.ts.) The demo data gives
// the customers (SEED_DEMO); polling runs every 30 s, so anything seen within a few seconds came
// through the stream.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Canli-Izleme-2026!' }
const CUSTOMER = { email: 'ayse.yilmaz@example.com', password: 'sitekur-demo' }
/** Well below the 30 s polling interval. */
const LIVE_WITHIN_MS = 3_000

let server: OwnServer
let api: APIRequestContext
/** Signed in once: each sign-in is an activity entry of its own. */
let customerToken: string | undefined

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '1' },
  })
  api = await newApiContext(server.url)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

async function token(who: { email: string; password: string }): Promise<string> {
  const response = await api.post('/api/auth/login', { data: who })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string } }).data.token
}

const bearer = (value: string) => ({
  Authorization: `Bearer ${value}`,
  'Idempotency-Key': crypto.randomUUID(),
})

async function submitRequest(name: string) {
  const response = await api.post('/api/submit-website-simple.php', {
    headers: bearer((customerToken ??= await token(CUSTOMER))),
    data: { name, businessType: 'diger', description: 'Canlı güncelleme denemesi', companyName: name },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(who.email)
  await page.getByLabel('Şifre', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

/** The admin's stream is open: the 'Canlı İzleme' button says so. */
async function liveOpen(page: Page) {
  await expect(page.getByRole('button', { name: 'Canlı İzleme' })).toHaveAttribute(
    'title',
    'Canlı bağlantı açık',
  )
}

test('the desk shows a customer’s new request within seconds, without a reload', async ({ page }) => {
  await openSignedIn(page, server.url, ADMIN, `/admin/website-requests`)
  const list = page.getByLabel('Website talepleri listesi')
  await expect(list.locator('tbody').getByRole('row').first()).toBeVisible()
  await liveOpen(page)
  let navigations = 0
  page.on('framenavigated', () => navigations++)

  const started = Date.now()
  await submitRequest('Canlı Vitrin Çiçekçilik')
  await expect(list).toContainText('Canlı Vitrin Çiçekçilik', { timeout: LIVE_WITHIN_MS })
  test
    .info()
    .annotations.push({ type: 'desk update after the write', description: `${Date.now() - started} ms` })
  expect(navigations).toBe(0)
})

test('Canlı İzleme lists entries as they arrive, pauses and resumes; the bell lists pending work', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await liveOpen(page)
  await page.getByRole('button', { name: 'Canlı İzleme' }).click()
  const panel = page.getByRole('dialog', { name: 'Canlı İzleme' })
  await expect(panel.getByRole('status')).toHaveText('Canlı bağlantı açık')

  await submitRequest('Canlı Panel Kırtasiye')
  const entries = panel.getByRole('list', { name: 'Canlı etkinlikler' }).getByRole('listitem')
  await expect(entries.first()).toContainText('Website talebi oluşturuldu', { timeout: LIVE_WITHIN_MS })
  await expect(entries.first()).toContainText('Canlı Panel Kırtasiye')
  await expect(entries.first()).toContainText(CUSTOMER.email)
  const shown = await entries.count()

  await panel.getByRole('button', { name: 'Duraklat' }).click()
  await submitRequest('Canlı Bekleyen Fırın')
  await expect(panel).toContainText('1 yeni etkinlik bekliyor', { timeout: LIVE_WITHIN_MS })
  await expect(entries).toHaveCount(shown)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await panel.getByRole('button', { name: 'Devam Et' }).click()
  await expect(entries.first()).toContainText('Canlı Bekleyen Fırın')
  await panel.getByRole('button', { name: 'Kapat' }).click()

  const bell = page.getByRole('button', { name: /^Bildirimler: \d+ bekleyen iş$/ })
  await expect(page.getByTestId('admin-bell-dot')).toBeVisible()
  await bell.click()
  const pending = page.getByRole('link', { name: /^\d+ bekleyen website talebi$/ })
  await expect(pending).toBeVisible()
  expect(await axeViolations(page, { include: 'header' })).toEqual([])
  await pending.click()
  await expect(page).toHaveURL(/#\/admin\/website-requests\?status=pending/)
})
