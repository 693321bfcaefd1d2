// The real server for the website request wizard specs: its own origin and data directory, an admin
// from the environment and one customer created through the admin API. The customer signs in through
// the API and the session is handed to the app the way the session module keeps it.
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { newApiContext } from './api-context'
import type { APIRequestContext, Page } from '@playwright/test'
import { freePort } from './free-port'
import { startOwnServer } from './own-server'

export const WIZARD_ADMIN = { email: 'wizard-admin@sitekur.test', password: 'Sihirbaz-Yonetici-2025!' }
export const WIZARD_CUSTOMER = {
  name: 'Ayşe Sihirbaz',
  email: 'ayse.sihirbaz@sitekur.test',
  password: 'Ayse-Talep-2025!x',
}
const SESSION_KEY = 'sitekur_session'

export interface WizardSession {
  user: { id: string; name: string; email: string; role: 'user' | 'admin' }
  accessToken: string
  refreshToken: string
  expiresAt: number
}

export interface WizardServer {
  url: string
  adminToken: string
  stop: () => Promise<void>
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export async function apiLogin(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<WizardSession> {
  const response = await request.post(`${baseUrl}/api/auth/login`, { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as {
    data: {
      user: WizardSession['user']
      token: string
      refresh_token: string
      expiresIn?: number
      expires_in?: number
    }
  }
  const seconds = data.expiresIn ?? data.expires_in ?? 900
  return {
    user: data.user,
    accessToken: data.token,
    refreshToken: data.refresh_token,
    expiresAt: Date.now() + seconds * 1000,
  }
}

export interface WizardServerOptions {
  /**
   * Start on a port chosen beforehand and name that very origin as PUBLIC_URL (the builder's live
   * preview: its document may be framed by PUBLIC_URL only, and the default, http://localhost:PORT,
   * does not match a page opened at 127.0.0.1).
   */
  pinnedOrigin?: boolean
}

/** With pinnedOrigin: a port nothing listens on right now, and PUBLIC_URL naming it. */
async function originEnv(options: WizardServerOptions): Promise<Record<string, string>> {
  if (!options.pinnedOrigin) return {}
  const port = await freePort()
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }
}

/** The server (SEED_DEMO=0) with the wizard's admin and customer. */
export async function startWizardServer(options: WizardServerOptions = {}): Promise<WizardServer> {
  const server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: {
      ...(await originEnv(options)),
      ADMIN_EMAIL: WIZARD_ADMIN.email,
      ADMIN_PASSWORD: WIZARD_ADMIN.password,
      SEED_DEMO: '0',
    },
  })
  const request = await newApiContext()
  try {
    const adminToken = (await apiLogin(request, server.url, WIZARD_ADMIN.email, WIZARD_ADMIN.password))
      .accessToken
    const created = await request.post(`${server.url}/api/users`, {
      headers: bearer(adminToken),
      data: { action: 'create', ...WIZARD_CUSTOMER, role: 'user' },
    })
    expect(created.status(), await created.text()).toBe(201)
    return { url: server.url, adminToken, stop: server.stop }
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    await request.dispose()
  }
}

/**
 * Signs the customer in through the API and hands the session to the app (localStorage), with no
 * draft left from an earlier test; the next page load picks it up.
 */
export async function signInCustomer(
  page: Page,
  request: APIRequestContext,
  baseUrl: string,
): Promise<WizardSession> {
  const session = await apiLogin(request, baseUrl, WIZARD_CUSTOMER.email, WIZARD_CUSTOMER.password)
  // A static file of the origin: its storage without starting the whole app (tests/support/api-sign-in.ts).
  await page.goto(`${baseUrl}/robots.txt`)
  await page.evaluate(
    async ({ key, value }) => {
      localStorage.setItem(key, value)
      await new Promise((done) => {
        const deletion = indexedDB.deleteDatabase('sitekur-drafts')
        deletion.onsuccess = deletion.onerror = deletion.onblocked = done
      })
    },
    { key: SESSION_KEY, value: JSON.stringify(session) },
  )
  await page.goto('about:blank')
  return session
}

/**
 * One wizard server for the spec file that calls it (its tests run in order and share the customer; each
 * test starts from the customer's empty draft), and sign-in as that customer. Not serial: a failing test
 * does not skip the ones after it (a new worker starts them on a new server).
 */
export function useWizardServer(options: WizardServerOptions = {}) {
  let server: WizardServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startWizardServer(options)
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  const started = (): WizardServer => {
    if (!server) throw new Error('the wizard server has not started')
    return server
  }
  return {
    get server() {
      return started()
    },
    signIn: (page: Page, request: APIRequestContext) => signInCustomer(page, request, started().url),
  }
}
