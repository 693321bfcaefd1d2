import { expect, type Page } from '@playwright/test'
import { untilControlled } from './service-worker-page'

// The offline demo arranged as admin-websites.spec.ts's offline test does: a static copy of the build
// (static-only-server.ts), the service worker in control, then the demo admin signed in through the
// sign-in screen, so every API call is the emulated API's (docs/rules/offline-demo-and-sync.md).

export const DEMO_ADMIN = { email: 'admin@sitekur.app', password: 'demo1234' }

/** Opens `siteUrl` until the service worker controls it and signs the demo admin in. */
export async function signInToOfflineDemo(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/`)
  await untilControlled(page)
  await page.goto(`${siteUrl}/#/login`)
  // No server answers: the sign-in screen names the demo's pairs.
  await expect(
    page.getByText(/^Sunucuya şu anda ulaşılamıyor; çevrimdışı demoyu deneyebilirsiniz\./),
  ).toContainText(`Yönetici: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}.`)
  await page.getByLabel('E-posta').fill(DEMO_ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await expect(page.getByTestId('availability-banner')).toContainText('Çevrimdışı demo modundasınız')
}
