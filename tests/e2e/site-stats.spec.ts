import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { bearer } from '../support/dashboard-server'
import { startStaticOnlyServer } from '../support/static-only-server'
import { untilControlled } from '../support/service-worker-page'
import { useWebsiteEditServer } from '../support/website-edit-server'

// A website's 'İstatistikler' on the website management screen (docs/rules/analytics.md#a-websites-own-figures):
// on a phone, from the real server's counted visits and page views, and in the offline demo.

const { dashboard, createWebsite } = useWebsiteEditServer()
const PHONE = { width: 375, height: 812 }
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

async function openStats(page: Page, name: string) {
  const sites = page.getByRole('list', { name: 'Websitelerim' })
  await sites.getByRole('button', { name: `İstatistikler: ${name}`, exact: true }).click()
  return page.getByRole('region', { name: `İstatistikler: ${name}`, exact: true })
}

test('the owner reads their site’s visitors, pages and referrers on a phone', async ({ page }) => {
  const customer = await dashboard.server.createCustomer('Deniz Fırın')
  const id = await createWebsite(customer, 'Deniz Fırını')
  const published = await dashboard.server.api.post(`/api/admin/websites/${id}/publish`, {
    headers: bearer(dashboard.server.adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
  const { slug } = ((await published.json()) as { data: { website: { slug: string } } }).data.website
  // Two visitors (a phone from Instagram, a desktop typing the address); a bot counts for nothing.
  for (const [agent, referer] of [
    [IPHONE, 'https://www.instagram.com/'],
    [DESKTOP, ''],
    ['Googlebot/2.1', ''],
  ] as const) {
    const visit = await dashboard.server.api.get(`/sites/${slug}/`, {
      headers: { 'user-agent': agent, ...(referer ? { referer } : {}) },
    })
    expect(visit.status()).toBe(200)
  }
  // The Node host counts a visit once its page has gone out.
  const counted = () =>
    dashboard.server.mine<{ visitors: { total: number } }>(customer, `/api/me/websites/${id}/stats`)
  await expect.poll(async () => (await counted()).visitors.total).toBe(2)

  await page.setViewportSize(PHONE)
  await dashboard.signIn(page, customer, '/website-management')
  const stats = await openStats(page, 'Deniz Fırını')
  await expect(page).toHaveURL(new RegExp(`stats=${id}`))
  await expect(stats.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true')
  await expect(stats.getByRole('term')).toHaveText(['Ziyaretçi', 'Sayfa görüntüleme', 'Form gönderimi'])
  await expect(stats.getByRole('definition')).toHaveText(['2', '2', '0'])
  const referrers = stats.getByRole('figure', { name: 'Yönlendiren siteler' })
  await expect(referrers.getByRole('img')).toHaveAccessibleName(/www\.instagram\.com 1/)
  await expect(referrers.getByRole('img')).toHaveAccessibleName(/Doğrudan 1/)
  await expect(
    stats.getByRole('figure', { name: 'En çok görüntülenen sayfalar' }).getByRole('img'),
  ).toHaveAccessibleName('Ana sayfa 2')
  await stats.getByRole('button', { name: 'Son 90 gün' }).click()
  await expect(
    stats.getByRole('figure', { name: 'Günlük ziyaretçiler' }).getByRole('img'),
  ).toHaveAccessibleName('Son 90 günde 2 tekil günlük ziyaretçi.')
  // Nothing wider than the phone, and nothing axe objects to.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await axeViolations(page, { include: `section[aria-label="İstatistikler: Deniz Fırını"]` })).toEqual(
    [],
  )
})

test.describe('in the offline demo', () => {
  test.use({ serviceWorkers: 'allow' }) // the service worker answers every call (playwright.config.ts)

  test('the demo customer sees a month of Demo Kafe’s figures', async ({ page }) => {
    test.setTimeout(90_000)
    const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'), 0)
    try {
      await page.goto(`${site.url}/`)
      await untilControlled(page)
      await page.goto(`${site.url}/#/login`)
      await page.getByLabel('E-posta').fill('demo@sitekur.app')
      await page.getByLabel('Şifre', { exact: true }).fill('demo1234')
      await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
      await expect(page).toHaveURL(/#\/user-dashboard/)
      await page.goto(`${site.url}/#/website-management`)
      const stats = await openStats(page, 'Demo Kafe')
      const pages = stats.getByRole('figure', { name: 'En çok görüntülenen sayfalar' })
      await expect(pages.getByRole('img')).toHaveAccessibleName(/^Ana sayfa \d+, \/hakkimizda \d+/)
      await expect(
        stats.getByRole('figure', { name: 'Yönlendiren siteler' }).getByRole('img'),
      ).toHaveAccessibleName(/Doğrudan \d+/)
    } finally {
      await site.stop()
    }
  })
})
