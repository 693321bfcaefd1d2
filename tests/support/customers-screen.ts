import { expect, test } from '@playwright/test'
import { newApiContext } from './api-context'
import { openSignedIn } from './api-sign-in'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { startSignInServer, type SignInServer } from './sign-in-server'
import { axeViolations } from './axe'

// The customers screen's e2e setup (admin-users-*.spec.ts, docs/rules/customers.md): the real server
// with mail through a loopback SMTP server, its first admin, the story's customer İsmail (with a password
// of his own) and Çağla (invited, no password yet), and the screen's locators.

export const ADMIN = { email: 'yonetici@musteriler.test', password: 'Musteri-Masasi-2026!' }
/** The first admin's name (server/seed/seed.ts). */
export const ADMIN_NAME = 'SiteKur Yönetici'
/** The customer of the suspension story: signed in with a password of their own. */
export const ISMAIL = { name: 'İsmail Demir', email: 'ismail@musteri.test', password: 'Kestane-Kebap-4827!' }
/** Invited with no password: the add dialog's taken e-mail, the drawer's resent invitation. */
export const CAGLA = { name: 'Çağla Yıldız', email: 'cagla@musteri.test' }

export interface CustomerFields {
  subscription?: string
  status?: 'active' | 'suspended' | 'pending'
  role?: 'user' | 'admin'
  /** Set here, the account needs no invitation (docs/rules/customers.md#invitations). */
  password?: string
}

export interface CustomersScreen {
  readonly server: SignInServer
  readonly api: APIRequestContext
  bearer(token?: string): Record<string, string>
  createCustomer(name: string, email: string, fields?: CustomerFields): Promise<{ id: string }>
  apiSession(who: { email: string; password: string }): Promise<{ token: string; refresh_token: string }>
  signIn(page: Page, who: { email: string; password: string }): Promise<void>
  /** Signs the admin in (through the API, tests/support/api-sign-in.ts) and opens /admin/users (with `query`), loaded. */
  openUsers(page: Page, query?: string): Promise<void>
}

/** Starts the server before the spec file's tests (and stops it after them); call at the file's top. */
export function useCustomersScreen(): CustomersScreen {
  let server: SignInServer | undefined
  let api: APIRequestContext | undefined
  let adminToken = ''
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('customers screen: the server is not started')
    return value
  }
  const screen: CustomersScreen = {
    get server() {
      return started(server)
    },
    get api() {
      return started(api)
    },
    bearer: (token = adminToken) => ({
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': crypto.randomUUID(),
    }),
    async createCustomer(name, email, fields = {}) {
      const response = await screen.api.post('/api/admin/users', {
        headers: screen.bearer(),
        data: { name, email, subscription: 'free', ...fields },
      })
      expect(response.ok(), await response.text()).toBe(true)
      return ((await response.json()) as { data: { user: { id: string } } }).data.user
    },
    async apiSession(who) {
      const response = await screen.api.post('/api/auth/login', { data: who })
      expect(response.ok(), await response.text()).toBe(true)
      return ((await response.json()) as { data: { token: string; refresh_token: string } }).data
    },
    async signIn(page, who) {
      await page.goto(`${screen.server.url}/#/login`)
      await page.getByLabel('E-posta').fill(who.email)
      await page.getByLabel('Şifre', { exact: true }).fill(who.password)
      await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    },
    async openUsers(page, query = '') {
      await openSignedIn(page, screen.server.url, ADMIN, `/admin/users${query}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı Yönetimi' })).toBeVisible()
      await expect(page.getByText('Kullanıcılar yükleniyor…')).toHaveCount(0)
    },
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startSignInServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    api = await newApiContext(server.url)
    adminToken = (await screen.apiSession(ADMIN)).token
    await screen.createCustomer(ISMAIL.name, ISMAIL.email, {
      subscription: 'Pro Plan',
      password: ISMAIL.password,
    })
    await screen.createCustomer(CAGLA.name, CAGLA.email)
  })
  test.afterAll(async () => {
    await api?.dispose()
    await server?.stop()
  })
  return screen
}

export const table = (page: Page) => page.getByRole('table', { name: 'Kullanıcı listesi' })
export const rows = (page: Page) => table(page).locator('tbody').getByRole('row')
export const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('button', { name, exact: true }) })

export async function expectAxeClean(page: Page, selector: string) {
  expect(await axeViolations(page, { include: selector })).toEqual([])
}

/** A second browser context for the customer (their own storage, their own service worker). */
export async function customerPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}
