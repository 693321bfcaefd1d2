import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { formSubmissionMessages } from '../../api/site-forms/form-submission-messages.shared'
import { axeViolations } from '../support/axe'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startStaticOnlyServer, type StaticOnlyServer } from '../support/static-only-server'

// The team sees how many submissions a site's forms received, not what they say, until someone opens
// them on the customer's behalf with a reason, which the audit trail keeps (docs/rules/site-forms.md):
// in the offline demo (Demo Kafe's four seeded submissions), on a 375 px phone in the dark theme.

test.use({ serviceWorkers: 'allow' }) // the offline demo is the service worker's (playwright.config.ts)

let site: StaticOnlyServer
test.beforeAll(async () => {
  site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
})
test.afterAll(async () => {
  await site?.stop()
})

test('the drawer shows a site’s form figures; the messages open on behalf with a reason, audited', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await signInToOfflineDemo(page, site.url)

  await page.goto(`${site.url}/#/admin/websites`)
  await page.getByRole('button', { name: 'Detaylar: Demo Kafe', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: /^Demo Kafe/ })
  const forms = drawer.getByRole('region', { name: 'Site formları' })
  const figures = forms.getByRole('definition')
  await expect(figures).toHaveText(['2 (1 okunmamış)', '1 (1 okunmamış)', '1 (0 okunmamış)'])
  await expect(forms.getByRole('term')).toHaveText(['İletişim', 'Rezervasyon', 'Bülten'])
  // Only the figures: nothing a visitor wrote is on the drawer.
  await expect(drawer).not.toContainText('Elif Demir')

  await forms.getByRole('button', { name: 'Müşteri adına aç' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site formları: Demo Kafe' })
  const reason = dialog.getByRole('textbox', { name: 'Gerekçe' })
  await expect(dialog).toContainText('Gerekçe denetim kaydına yazılır.')
  // Too short: the server refuses, and its message is under the field.
  await reason.fill('Bakış')
  await dialog.getByRole('button', { name: 'Mesajları aç' }).click()
  await expect(dialog.getByText(formSubmissionMessages.reasonRequired)).toBeVisible()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByRole('list', { name: 'Form gönderimleri' })).toHaveCount(0)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])

  await reason.fill('Müşteri rezervasyon formunun çalışmadığını bildirdi')
  await dialog.getByRole('button', { name: 'Mesajları aç' }).click()
  const list = dialog.getByRole('list', { name: 'Form gönderimleri' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  const booking = list.getByRole('listitem', { name: 'Zeynep Arslan' })
  await expect(booking).toContainText('Rezervasyon')
  await expect(booking).toContainText('Onay bekliyor')
  await expect(booking).toContainText('Serpme kahvaltı')
  await expect(booking).toContainText('10:00')
  await expect(booking).toContainText('zeynep.arslan@example.com')
  await expect(list.getByRole('listitem', { name: 'Elif Demir' })).toContainText('doğum günü kahvaltısı')
  await expect(list.getByRole('listitem', { name: 'ahmet.okur@example.com' })).toContainText('Abone')
  // Read-only: nothing to mark, decide or delete.
  await expect(list.getByRole('button')).toHaveCount(0)
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Kapat' }).click()
  await expect(dialog).toBeHidden()
  // Nothing is kept: opened again, it asks for a reason again.
  await forms.getByRole('button', { name: 'Müşteri adına aç' }).click()
  await expect(reason).toHaveValue('')
  await expect(list).toHaveCount(0)
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await expect(dialog).toBeHidden()

  // The audit trail keeps the opening (the refused one changed nothing and is not there).
  await page.goto(`${site.url}/#/admin/activity?tab=denetim`)
  const audit = page.getByRole('main')
  const viewed = audit.getByText(/^Görüntülendi · /)
  await expect(viewed).toHaveCount(1)
  await expect(audit).toContainText('Site formu gönderimleri')
})
