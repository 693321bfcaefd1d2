// The real server for the site forms' e2e spec (tests/e2e/site-messages.spec.ts), wired to a loopback SMTP
// server: an admin, a customer, and her builder request (one page, the contact form and booking features)
// worked to completed and published by the team through the API, so its starter home page ends with the
// contact form and the booking form.
import { resolve } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { newApiContext } from './api-context'
import { startMailCatcher, type MailCatcher } from './mail-catcher'
import { startOwnServer, type OwnServer } from './own-server'

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
export const CUSTOMER = { name: 'Selin Berber', email: 'selin@musteri.test', password: 'Kaplan-Deniz-4827!' }
export const SITE = 'Selin Kuaför'

/** Set by useFormsSiteServer() before the spec's tests run. */
export const run = {
  server: undefined as unknown as OwnServer,
  mail: undefined as unknown as MailCatcher,
  api: undefined as unknown as APIRequestContext,
  slug: '',
}

const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
})

async function login(who: { email: string; password: string }): Promise<string> {
  const response = await run.api.post('/api/auth/login', { data: who })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { token: string } }).data.token
}

/** The customer's builder request, worked to completed and published by the team: the site's slug. */
async function publishSite(adminToken: string, customerToken: string): Promise<string> {
  const sent = await run.api.post('/api/me/website-requests', {
    headers: bearer(customerToken),
    data: {
      source: 'builder',
      builderForm: {
        companyName: SITE,
        industry: 'guzellik',
        contactEmail: 'randevu@selin.test',
        contactPhone: '0216 000 00 00',
        pages: ['home'],
        features: ['contact-form', 'booking'],
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = ((await sent.json()) as { data: { request: { id: string } } }).data.request.id
  for (const status of ['in-progress', 'completed']) {
    const moved = await run.api.post('/api/update-request-status.php', {
      headers: bearer(adminToken),
      data: { requestId, status },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
  }
  const published = await run.api.post(`/api/admin/website-requests/${requestId}/publish`, {
    headers: bearer(adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
  return ((await published.json()) as { data: { website: { slug: string } } }).data.website.slug
}

/** Starts the server for the spec file (fresh data directory) and publishes the customer's site. */
export function useFormsSiteServer() {
  test.beforeAll(async () => {
    run.mail = await startMailCatcher()
    run.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
      // The time trap is the contract suite's (tests/contract/site-forms.suite.ts); a script posts faster
      // than any person, so this server takes a form at any age (FORM_MIN_AGE_MS=0).
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: run.mail.url,
        FORM_MIN_AGE_MS: '0',
      },
    })
    run.api = await newApiContext(run.server.url)
    const adminToken = await login(ADMIN)
    const created = await run.api.post('/api/users', {
      headers: bearer(adminToken),
      data: { action: 'create', ...CUSTOMER },
    })
    expect(created.ok(), await created.text()).toBe(true)
    run.slug = await publishSite(adminToken, await login(CUSTOMER))
  })
  test.afterAll(async () => {
    await run.api?.dispose()
    await run.server?.stop()
    await run.mail?.stop()
  })
}
