// Section 9: the back-office screens' route JavaScript — what a client-side navigation from the admin
// dashboard loads for each screen (gzip), measured in Chromium with a signed-in admin.
import { chromium } from 'playwright-core'
import { BENCH_ADMIN } from './api-client.mjs'
import { kb, naRow, row } from './report.mjs'
import { routeJs } from './route-js.mjs'

export const ADMIN_SCREENS = [
  '#/admin/users',
  '#/admin/websites',
  '#/admin/support-tickets',
  '#/admin/activity',
  '#/admin/analytics',
  '#/admin/website-requests',
  '#/admin/packages',
  '#/admin/billing',
  '#/admin/approvals',
]

// A screen's own code beyond the shell stays small; the analytics charts are the largest by design.
const GOAL_GZIP = 40_000

export async function adminRoutesSection({ baseUrl, launchOptions }) {
  const browser = await chromium.launch(launchOptions)
  const rows = []
  const json = {}
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/#/login`)
    await page.getByLabel('E-posta').fill(BENCH_ADMIN.email)
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_ADMIN.password)
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await page.waitForURL(/#\/admin/, { timeout: 30_000 })
    await page.waitForLoadState('networkidle').catch(() => {})
    for (const hash of ADMIN_SCREENS) {
      try {
        const result = await routeJs(page, hash)
        json[hash] = result
        rows.push(
          row(
            `Route ${hash}: JS gzip beyond the dashboard`,
            `${kb(result.gzip)} (${result.chunks} chunk${result.chunks === 1 ? '' : 's'})`,
            `≤ ${kb(GOAL_GZIP)}`,
            result.gzip <= GOAL_GZIP,
          ),
        )
      } catch (error) {
        rows.push(naRow(`Route ${hash}`, error.message.split('\n')[0]))
      }
    }
    await context.close()
  } finally {
    await browser.close()
  }
  return { rows, json }
}
