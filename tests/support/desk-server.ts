import { expect, test } from '@playwright/test'
import { newApiContext } from './api-context'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer } from './own-server'
import type { OwnServer } from './own-server'

// The request desk's e2e specs share this: a real server with an admin and a customer, and the steps
// they take through the API and the sign-in screen.

export const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
export const CUSTOMER = { name: 'Ayşe Müşteri', email: 'ayse@musteri.test', password: 'Kaplan-Deniz-4827!' }
export const SESSION_KEY = 'sitekur_session'
export const STATUS_FAILED = 'Status güncellenirken hata oluştu'

/** Set by useDeskServer() before the spec's tests run. */
export const desk = {
  server: undefined as unknown as OwnServer,
  api: undefined as unknown as APIRequestContext,
  adminToken: '',
  customerToken: '',
}

async function login(email: string, password: string): Promise<string> {
  const response = await desk.api.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string } }).data.token
}

export const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

export interface CreatedRequest {
  id: string
  websiteName: string
  requestDate: string
}

export async function submitRequest(fields: Record<string, unknown>): Promise<CreatedRequest> {
  const response = await desk.api.post('/api/submit-website-simple.php', {
    headers: bearer(desk.customerToken),
    data: { user_id: 'someone-else', ...fields },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { request: CreatedRequest } }).data.request
}

export async function requestStatus(id: string): Promise<string> {
  const response = await desk.api.get(`/api/admin/website-requests/${id}`, {
    headers: bearer(desk.adminToken),
  })
  return ((await response.json()) as { data: { request: { status: string } } }).data.request.status
}

/**
 * The customer's builder request, worked to completed and published by the team through the API: the
 * linked website's id and slug.
 */
export async function publishedBuilderRequest(
  builderForm: Record<string, unknown>,
): Promise<{ websiteId: string; slug: string }> {
  const sent = await desk.api.post('/api/me/website-requests', {
    headers: bearer(desk.customerToken),
    data: { source: 'builder', builderForm },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = ((await sent.json()) as { data: { request: { id: string } } }).data.request.id
  for (const status of ['in-progress', 'completed']) {
    const moved = await desk.api.post('/api/update-request-status.php', {
      headers: bearer(desk.adminToken),
      data: { requestId, status },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
  }
  const published = await desk.api.post(`/api/admin/website-requests/${requestId}/publish`, {
    headers: bearer(desk.adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
  const { website } = ((await published.json()) as { data: { website: { id: string; slug: string } } }).data
  return { websiteId: website.id, slug: website.slug }
}

/** The data rows of the desk's table (skeleton rows are hidden from the accessibility tree). */
export const rowsOf = (list: Locator) => list.locator('tbody').getByRole('row')

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${desk.server.url}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

/**
 * Starts the server for the spec file (fresh data directory) and signs in its admin and customer; `env`
 * adds to its environment (read when the server starts, after the spec's own earlier beforeAll hooks).
 */
export function useDeskServer(env: () => Record<string, string> = () => ({})) {
  test.beforeAll(async () => {
    desk.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env() },
    })
    desk.api = await newApiContext(desk.server.url)
    desk.adminToken = await login(ADMIN.email, ADMIN.password)
    const created = await desk.api.post('/api/users', {
      headers: bearer(desk.adminToken),
      data: { action: 'create', name: CUSTOMER.name, email: CUSTOMER.email, password: CUSTOMER.password },
    })
    expect(created.ok(), await created.text()).toBe(true)
    desk.customerToken = await login(CUSTOMER.email, CUSTOMER.password)
  })
  test.afterAll(async () => {
    await desk.api?.dispose()
    await desk.server?.stop()
  })
}
