// The real server for the customer dashboard specs: its own origin and data directory, an admin from the
// environment who creates customers (the admin API) and moves their requests, and the calls the specs
// use to set the scene and to check what the server stored.
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { newApiContext } from './api-context'
import { openSignedIn } from './api-sign-in'
import type { APIRequestContext, Page } from '@playwright/test'
import { startOwnServer } from './own-server'

export const DASHBOARD_ADMIN = { email: 'yonetici@sitekur.test', password: 'Panel-Yonetimi-2026!' }
export const CUSTOMER_PASSWORD = 'Kaplan-Deniz-4827!'

export interface Customer {
  name: string
  email: string
  token: string
}

export interface DashboardServer {
  url: string
  /** An API client on the server's origin. */
  api: APIRequestContext
  adminToken: string
  /** Signs in through the API: the access and refresh tokens. */
  login: (email: string, password: string) => Promise<{ token: string; refresh_token: string }>
  /** A customer created by the admin (the admin API), signed in over the API for setup calls. */
  createCustomer: (name: string) => Promise<Customer>
  /** A website request sent as the customer (package premium); its id. */
  submitWebsiteRequest: (customer: Customer, name: string) => Promise<string>
  /** The admin moves a request (the legacy endpoint the desk uses). */
  setStatus: (requestId: string, status: string) => Promise<void>
  /** A GET as the customer: the answer's `data`. */
  mine: <T>(customer: Customer, path: string) => Promise<T>
  stop: () => Promise<void>
}

export const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

/** Starts the server with the dashboard's admin, on DASHBOARD_E2E_PORT when set, else a free port. */
export async function startDashboardServer(): Promise<DashboardServer> {
  const server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: {
      PORT: process.env.DASHBOARD_E2E_PORT ?? '0',
      ADMIN_EMAIL: DASHBOARD_ADMIN.email,
      ADMIN_PASSWORD: DASHBOARD_ADMIN.password,
    },
  })
  const api = await newApiContext(server.url)
  let customerCount = 0

  const login: DashboardServer['login'] = async (email, password) => {
    const response = await api.post('/api/auth/login', { data: { email, password } })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { data: { token: string; refresh_token: string } }).data
  }

  let adminToken: string
  try {
    adminToken = (await login(DASHBOARD_ADMIN.email, DASHBOARD_ADMIN.password)).token
  } catch (error) {
    await api.dispose()
    await server.stop()
    throw error
  }

  const createCustomer: DashboardServer['createCustomer'] = async (name) => {
    customerCount += 1
    const email = `musteri-${customerCount}-${Date.now().toString(36)}@panel.test`
    const created = await api.post('/api/users', {
      headers: bearer(adminToken),
      data: { action: 'create', name, email, password: CUSTOMER_PASSWORD },
    })
    expect(created.ok(), await created.text()).toBe(true)
    return { name, email, token: (await login(email, CUSTOMER_PASSWORD)).token }
  }

  const submitWebsiteRequest: DashboardServer['submitWebsiteRequest'] = async (customer, name) => {
    const response = await api.post('/api/submit-website-simple.php', {
      headers: bearer(customer.token),
      data: {
        name,
        businessType: 'gida',
        description: 'Menü ve rezervasyon sitesi',
        selectedPackage: 'premium',
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { request_id: string }).request_id
  }

  const setStatus: DashboardServer['setStatus'] = async (requestId, status) => {
    const response = await api.post('/api/update-request-status.php', {
      headers: bearer(adminToken),
      data: { requestId, status },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }

  const mine = async <T>(customer: Customer, path: string): Promise<T> => {
    const response = await api.get(path, { headers: { Authorization: `Bearer ${customer.token}` } })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { data: T }).data
  }

  const stop = async () => {
    await api.dispose()
    await server.stop()
  }

  return {
    url: server.url,
    api,
    adminToken,
    login,
    createCustomer,
    submitWebsiteRequest,
    setStatus,
    mine,
    stop,
  }
}

/** Signs a customer in through the login form; the app lands on /user-dashboard. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
}

/**
 * One dashboard server for the spec file that calls it (started in beforeAll, stopped in afterAll), and
 * sign-in as one of its customers (through the API, tests/support/api-sign-in.ts) on `landing`.
 */
export function useDashboardServer() {
  let server: DashboardServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000) // a fresh database and the first admin's password hash
    server = await startDashboardServer()
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  const started = (): DashboardServer => {
    if (!server) throw new Error('the dashboard server has not started')
    return server
  }
  return {
    get server() {
      return started()
    },
    signIn: async (page: Page, customer: Customer, landing = '/user-dashboard') => {
      await openSignedIn(page, started().url, { email: customer.email, password: CUSTOMER_PASSWORD }, landing)
    },
  }
}
