import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { signInThroughForm } from '../support/dashboard-server'
import { axeViolations } from '../support/axe'

// Approvals against the real server with the demo data (SEED_DEMO=1, api/demo/demo-approvals.ts): a
// customer asks for a plan change on Ödeme, the admin opens it with the diff in view and approves it, and
// the customer's Ödeme shows the new plan; a rejection needs a reason; the customer's dialogs (Profil, the
// edit screen's domain change) and /admin/approvals pass axe.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Onay-Masasi-2026!' }
const MEHMET = { email: 'mehmet.demir@example.com', password: 'sitekur-demo' }
let server: OwnServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

/** The admin in a browser context of their own, on /admin/approvals. */
async function adminOnApprovals(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Onaylar' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Onay Talepleri' })).toBeVisible()
  await expect(page.getByText('Onay talepleri yükleniyor…')).toHaveCount(0)
  return page
}

test('a plan change asked for on Ödeme, approved with the diff in view, shows on Ödeme', async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, server.url, MEHMET.email, MEHMET.password)
  await page.getByRole('tab', { name: 'Ödeme' }).click()
  // Mehmet is on Scale; he asks for Vision (the one catalogue's plans).
  const premium = page.getByRole('listitem', { name: 'Vision planı' })
  await premium.getByRole('button', { name: 'Bu plana geç' }).click()
  // Before it is sent, the amount it will cost today (docs/rules/invoices-and-plans.md#proration).
  const change = page.getByRole('dialog', { name: 'Vision planına geçiş' })
  await expect(change.getByRole('status')).toContainText(
    /^Bugün kesilecek fark faturası: ₺[\d.]+,\d\d \(KDV dahil\)$/,
  )
  await change.getByRole('button', { name: 'Onaya gönder' }).click()
  await expect(page.getByText('Talebiniz alındı. Yönetici onayından sonra uygulanacak.')).toBeVisible()
  await expect(premium.getByRole('status')).toContainText('Onay bekliyor')
  // One plan change at a time: the other cards wait for it.
  await expect(page.getByRole('listitem', { name: 'Launch planı' }).getByRole('button')).toBeDisabled()

  const admin = await adminOnApprovals(browser)
  expect(await axeViolations(admin, { include: 'main' })).toEqual([])
  await admin.getByRole('searchbox', { name: 'Müşteri adı veya e-postası ara' }).fill('mehmet')
  await admin
    .getByRole('group', { name: 'Talep türüne göre filtrele' })
    .getByRole('button', { name: 'Plan değişikliği' })
    .click()
  await admin
    .getByRole('group', { name: 'Duruma göre filtrele' })
    .getByRole('button', { name: 'Bekliyor' })
    .click()
  const list = admin.getByRole('table', { name: 'Onay talepleri listesi' })
  await expect(list.getByRole('row')).toHaveCount(2)
  await list.getByRole('button', { name: 'İncele: Mehmet Demir, Plan değişikliği' }).click()

  const dialog = admin.getByRole('dialog', { name: 'Plan değişikliği talebi' })
  const plan = dialog.getByRole('row', { name: /^Plan/ })
  await expect(plan.locator('del')).toHaveText('Eski değer: Scale')
  await expect(plan.locator('ins')).toHaveText('Yeni değer: Vision')
  await expect(dialog.getByRole('row', { name: /^Aylık ücret/ }).locator('ins')).toContainText('₺1.190')
  expect(await axeViolations(admin, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Onayla', exact: true }).click()
  await dialog.getByLabel('Onay notu (isteğe bağlı)').fill('İyi kullanımlar.')
  await dialog.getByRole('button', { name: 'Onayla ve uygula' }).click()
  await expect(admin.getByText('Talep onaylandı ve değişiklik uygulandı.')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('listitem', { name: 'Vision planı' })).toContainText('Mevcut planınız')
  const current = page.getByRole('region', { name: 'Mevcut Plan' })
  await expect(current).toContainText('Vision')
  await expect(current).toContainText('₺1.190/ay')
  await page.getByRole('tab', { name: 'Profil' }).click()
  const mine = page.getByRole('region', { name: 'Onay taleplerim' })
  await expect(mine.getByRole('listitem').filter({ hasText: 'Onaylandı' })).toContainText('İyi kullanımlar.')
  await admin.context().close()
})

test('a rejection needs a reason, and the request says why', async ({ browser }) => {
  const admin = await adminOnApprovals(browser)
  await admin.getByRole('searchbox', { name: 'Müşteri adı veya e-postası ara' }).fill('ayşe')
  // The search applies after its debounce (and closes an open dialog): wait for the filtered page.
  await expect(admin).toHaveURL(/q=/)
  await expect(admin.getByText('1 talep bulundu')).toBeVisible()
  const list = admin.getByRole('table', { name: 'Onay talepleri listesi' })
  await list.getByRole('button', { name: 'İncele: Ayşe Yılmaz, Plan değişikliği' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Plan değişikliği talebi' })
  await expect(dialog).toContainText('İkinci bir şube için site açmak istiyorum.')
  await dialog.getByRole('button', { name: 'Reddet' }).click()
  await dialog.getByRole('button', { name: 'Talebi reddet' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Red nedeni belirtmeniz gerekiyor.')
  await dialog.getByLabel('Red nedeni').fill('Mevcut sözleşmeniz bitince yeniden talep edin.')
  await dialog.getByRole('button', { name: 'Talebi reddet' }).click()
  await expect(admin.getByText('Talep reddedildi.')).toBeVisible()
  await expect(list.getByRole('row').filter({ hasText: 'Ayşe Yılmaz' }).first()).toContainText('Reddedildi')
  await admin.context().close()
})

test('the customer’s dialogs: name and e-mail, account deletion, the edit screen’s domain change', async ({
  page,
}) => {
  await signInThroughForm(page, server.url, MEHMET.email, MEHMET.password)
  await page.goto(`${server.url}/#/user-dashboard?tab=profile`)
  await page.getByRole('button', { name: 'Ad / e-posta değişikliği iste' }).click()
  const change = page.getByRole('dialog', { name: 'Ad veya e-posta değişikliği' })
  await change.getByRole('textbox', { name: 'E-posta' }).fill('mehmet.yeni@example.com')
  await expect(change.getByRole('button', { name: 'Doğrulama kodu gönder' })).toBeVisible()
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await change.getByRole('button', { name: 'Talebi gönder' }).click()
  await expect(change.getByRole('alert')).toHaveText(
    'Yeni e-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  )
  await change.getByRole('textbox', { name: 'E-posta' }).fill(MEHMET.email)
  await change.getByLabel('Ad Soyad').fill('Mehmet Ali Demir')
  await change.getByRole('button', { name: 'Talebi gönder' }).click()
  await expect(change).toHaveCount(0)
  const profileCard = page.getByRole('region', { name: 'Ad ve e-posta' })
  await expect(profileCard.getByRole('status')).toContainText('Ad: Mehmet Demir → Mehmet Ali Demir')
  await profileCard.getByRole('button', { name: 'Geri çek' }).click()
  await expect(page.getByText('Talebiniz geri çekildi.')).toBeVisible()
  await expect(profileCard.getByRole('button', { name: 'Ad / e-posta değişikliği iste' })).toBeVisible()

  const deletion = page.getByRole('region', { name: 'Hesabımı sil' })
  await deletion.getByLabel('Şifreniz', { exact: true }).fill('yanlis-sifre')
  await deletion.getByRole('button', { name: 'Hesap silme talebi gönder' }).click()
  await expect(deletion.getByRole('alert')).toHaveText('Şifreniz hatalı.')
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  // The edit screen: the domain is read-only; a change is a request (the demo has one pending for the
  // blog, this one is for the main site).
  await page.goto(`${server.url}/#/edit-website/demo-site-insaat`)
  await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue('demirinsaat.com')
  await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveAttribute('readonly', '')
  await page.getByRole('button', { name: 'Alan adı değişikliği iste' }).click()
  const domain = page.getByRole('dialog', { name: 'Alan adı değişikliği iste' })
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await domain.getByLabel('Yeni alan adı').fill('Demir-Yapi.com.tr')
  await domain.getByRole('button', { name: 'Talebi gönder' }).click()
  await expect(domain).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Onay bekliyor' })).toContainText(
    'Alan adı: demirinsaat.com → demir-yapi.com.tr',
  )
})
