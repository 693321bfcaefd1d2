import { expect, test } from '@playwright/test'
import { useDashboardServer } from '../support/dashboard-server'
import { axeViolations } from '../support/axe'

// Every customer dashboard screen (the seven tabs of /user-dashboard, /dashboard and its dialog,
// /user-dashboard-new) passes axe-core in the light and the dark theme.

const dashboard = useDashboardServer()
const { signIn } = dashboard

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every dashboard screen passes axe-core (${colorScheme})`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ colorScheme })
    const customer = await dashboard.server.createCustomer('Deniz Erişim')
    await dashboard.server.submitWebsiteRequest(customer, 'Erişilebilir Site')
    await signIn(page, customer)
    const violations: string[] = []
    const check = async (screen: string) => {
      violations.push(...(await axeViolations(page, { include: 'main' })).map((line) => `${screen} ${line}`))
    }
    for (const tab of [
      'Genel Bakış',
      'Web Sitelerim',
      'Mesajlar',
      'Taleplerim',
      'Galeri',
      'Ödeme',
      'Profil',
    ]) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible()
      await expect(page.getByText('Yükleniyor…')).toHaveCount(0)
      await check(tab)
    }
    await page.goto(`${dashboard.server.url}/#/dashboard`)
    await expect(page.getByRole('list', { name: 'Website talepleri' })).toBeVisible()
    await check('/dashboard')
    await page.getByRole('button', { name: 'Yeni Website' }).click()
    await expect(page.getByRole('dialog', { name: 'Yeni Website Talebi' })).toBeVisible()
    const dialog = await axeViolations(page, { include: '[role="dialog"]' })
    violations.push(...dialog.map((line) => `dialog ${line}`))
    await page.keyboard.press('Escape')
    await page.goto(`${dashboard.server.url}/#/user-dashboard-new`)
    await expect(page.getByTestId('plan-badge')).toBeVisible()
    await check('/user-dashboard-new')
    expect(violations).toEqual([])
  })
}
