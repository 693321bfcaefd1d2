import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startStaticOnlyServer } from '../support/static-only-server'

// /admin/approvals in the offline demo: a static copy of the build, no backend. The service worker's API
// lists the demo's requests (api/demo/demo-approvals.ts) and applies an approved plan change to its own
// records (docs/rules/approvals.md).

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

test('the offline demo approves a plan change and the customer is on the new plan', async ({ browser }) => {
  test.setTimeout(90_000)
  const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signInToOfflineDemo(page, site.url)
    await page.goto(`${site.url}/#/admin/approvals`)
    const list = page.getByRole('table', { name: 'Onay talepleri listesi' })
    await list.getByRole('button', { name: 'İncele: Ayşe Yılmaz, Plan değişikliği' }).click()

    const dialog = page.getByRole('dialog', { name: 'Plan değişikliği talebi' })
    const plan = dialog.getByRole('row', { name: /^Plan/ })
    await expect(plan.locator('del')).toHaveText('Eski değer: Launch')
    await expect(plan.locator('ins')).toHaveText('Yeni değer: Scale')
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click()
    await dialog.getByRole('button', { name: 'Onayla ve uygula' }).click()
    await expect(page.getByText('Talep onaylandı ve değişiklik uygulandı.')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(
      list.getByRole('row').filter({ has: page.getByRole('button', { name: /Ayşe Yılmaz, Plan/ }) }),
    ).toContainText('Onaylandı')

    // The emulated API applied it: Ayşe is on Scale in the customers screen.
    await page.goto(`${site.url}/#/admin/users?q=ayse`)
    const users = page.getByRole('table', { name: 'Kullanıcı listesi' })
    await expect(users.getByRole('combobox', { name: 'Plan: Ayşe Yılmaz' })).toHaveValue('Scale')
  } finally {
    await context.close()
    await site.stop()
  }
})
