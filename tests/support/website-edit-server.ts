// The real server for the website edit specs: the dashboard server on a port chosen up front, because the
// preview frame may only be embedded by the app's origin (PUBLIC_URL) and the server must be told the
// address the browser uses. With the calls the specs share: a website created by the admin, the website
// as the server saved it, a real PNG to upload and the edit screen's tabs.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { bearer, useDashboardServer } from './dashboard-server'
import type { Customer } from './dashboard-server'
import { freePort } from './free-port'

// A real 1×1 PNG (the server checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click()

export interface SavedWebsite {
  name: string
  description: string
  status: string
  design: { primaryColor?: string; secondaryColor?: string }
  seoTitle: string | null
  seoDescription: string | null
  pages: Array<{ name: string; url: string; status: string }>
  logo: { url: string } | null
  gallery: Array<{ name: string }>
}

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

/** One server for the spec file that calls it (see useDashboardServer), on its own origin. */
export function useWebsiteEditServer() {
  const saved = { port: process.env.DASHBOARD_E2E_PORT, publicUrl: process.env.PUBLIC_URL }
  test.beforeAll(async () => {
    const port = await freePort()
    process.env.DASHBOARD_E2E_PORT = String(port)
    process.env.PUBLIC_URL = `http://127.0.0.1:${port}`
  })
  const dashboard = useDashboardServer()
  test.afterAll(() => {
    restoreEnv('DASHBOARD_E2E_PORT', saved.port)
    restoreEnv('PUBLIC_URL', saved.publicUrl)
  })

  let siteCount = 0

  /** A website of the customer, created by the admin; its id. */
  async function createWebsite(customer: Customer, name: string): Promise<string> {
    siteCount += 1
    const created = await dashboard.server.api.post('/api/websites', {
      headers: bearer(dashboard.server.adminToken),
      data: {
        action: 'create',
        name,
        domain: `site-${siteCount}-${Date.now().toString(36)}.com.tr`,
        ownerEmail: customer.email,
        description: 'Mahalle lokantası',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    return ((await created.json()) as { data: { website: { id: string } } }).data.website.id
  }

  const savedWebsite = (customer: Customer, id: string) =>
    dashboard.server
      .mine<{ website: SavedWebsite }>(customer, `/api/me/websites/${id}`)
      .then((data) => data.website)

  return { dashboard, createWebsite, savedWebsite }
}
