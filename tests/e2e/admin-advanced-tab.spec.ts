import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { startStaticOnlyServer } from '../support/static-only-server'
import { axeViolations } from '../support/axe'

// The settings screen's advanced tab (docs/rules/backups.md, docs/rules/jobs.md#the-jobs-api) against the
// real server: system status, "Şimdi yedekle" and "Son yedekleme", a download that is the backup file,
// a job run now, Clear Database behind its typed phrase; axe on the tab and the dialog; and the same tab
// in the offline demo. The browser is in New York time; the screen writes Istanbul's (the settings' zone).

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const TAB_PATH = '/#/admin/settings?tab=advanced'
let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '1' },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

async function signIn(page: Page) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
}

test('backups, jobs and Clear Database on the real server', async ({ browser }) => {
  test.setTimeout(120_000)
  // A browser in New York: the screen still writes the platform's (Istanbul's) time.
  const context = await browser.newContext({ acceptDownloads: true, timezoneId: 'America/New_York' })
  const page = await context.newPage()
  const istanbulClock = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
  })
  const signInStarted = istanbulClock.format(new Date())
  await signIn(page)
  const signedIn = istanbulClock.format(new Date())
  // The activity log's newest entry is this sign-in, at Istanbul's clock (the browser would say New York's).
  await page.goto(`${server.url}/#/admin/activity`)
  await expect(page.getByRole('table').locator('tbody time').first()).toHaveText(
    new RegExp(`(${signInStarted}|${signedIn})$`),
  )
  await page.goto(`${server.url}${TAB_PATH}`)
  const status = page.getByRole('region', { name: 'Sistem Durumu' })
  await expect(status).toContainText('Çalışıyor (pglite)')
  await expect(status).toContainText('Sürüm')

  const backups = page.getByRole('region', { name: 'Yedekler' })
  const before = istanbulClock.format(new Date())
  await backups.getByRole('button', { name: 'Şimdi yedekle' }).click()
  await expect(page.getByText('Yedek alındı.')).toBeVisible()
  const after = istanbulClock.format(new Date())
  await expect(backups.getByTestId('last-backup')).toHaveText(new RegExp(`(${before}|${after})$`))
  const row = backups.getByRole('row').filter({ hasText: 'manual.ndjson.gz' }).first()
  await expect(row).toContainText('Elle')
  await expect(backups.getByTestId('last-backup')).not.toHaveText('Henüz yedek yok')
  const name = (await row.getByRole('cell').nth(3).textContent())!.trim()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `İndir: ${name}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(name)
  const lines = gunzipSync(readFileSync((await download.path())!))
    .toString('utf8')
    .trim()
    .split('\n')
  expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'sitekur-backup' })
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true })

  const jobs = page.getByRole('region', { name: 'Zamanlanmış görevler' })
  const sweep = jobs.locator('tr[data-job="token-sweep"]')
  await sweep.getByRole('button', { name: /Şimdi çalıştır/ }).click()
  await expect(page.getByText('Görev çalıştırıldı.')).toBeVisible()
  await expect(sweep).toContainText('Başarılı')

  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await page.getByRole('button', { name: 'Veritabanını Temizle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Veritabanını Temizle' })
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  const confirm = dialog.getByRole('button', { name: 'Veritabanını temizle' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox').fill('veritabanını temizle')
  await confirm.click()
  await expect(page.getByText('Veritabanı temizlendi. Yöneticiler ve ayarlar korundu.')).toBeVisible()
  await expect(backups.getByRole('row').filter({ hasText: 'clear.ndjson.gz' })).toHaveCount(1)
  // Customers are gone; the admin still works.
  await page.goto(`${server.url}/#/admin/users`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('the advanced tab in the offline demo: backups in the worker, the jobs that ran when it started', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await signInToOfflineDemo(page, site.url)
      await page.goto(`${site.url}${TAB_PATH}`)
      const backups = page.getByRole('region', { name: 'Yedekler' })
      await backups.getByRole('button', { name: 'Şimdi yedekle' }).click()
      await expect(backups.getByRole('row').filter({ hasText: 'manual.ndjson.gz' }).first()).toBeVisible()
      // The jobs due when the demo started ran once (auto backup is on by default).
      const jobs = page.getByRole('region', { name: 'Zamanlanmış görevler' })
      await expect(jobs.locator('tr[data-job="preview-sweep"]')).toContainText('Başarılı')
      expect(await axeViolations(page, { include: 'main' })).toEqual([])
    } finally {
      await context.close()
      await site.stop()
    }
  })
})
