import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { CUSTOMER_PASSWORD, useDashboardServer } from '../support/dashboard-server'
import { startOwnServer } from '../support/own-server'
import type { OwnServer } from '../support/own-server'

// Profil and Ödeme on the full customer dashboard against the real server: the phone and contact
// preferences saved, the password change that ends the other sessions, and (with the demo data) the
// plan and its monthly fee from the package catalogue, the plan cards and the payment history from the
// customer's invoices.

const dashboard = useDashboardServer()
const { signIn } = dashboard

test('Profil: the phone survives a reload; a password change ends the other sessions', async ({ page }) => {
  const customer = await dashboard.server.createCustomer('Ali Usta')
  const otherDevice = await dashboard.server.login(customer.email, CUSTOMER_PASSWORD)
  await signIn(page, customer, `/user-dashboard?tab=profile`)

  const profile = page.getByRole('form', { name: 'Profil Bilgileri' })
  await expect(profile.getByLabel('Ad Soyad')).toHaveValue('Ali Usta')
  await expect(profile.getByLabel('Ad Soyad')).toBeDisabled()
  await expect(profile.getByRole('textbox', { name: 'E-posta' })).toHaveValue(customer.email)
  await expect(profile.getByRole('textbox', { name: 'E-posta' })).toBeDisabled()
  await profile.getByRole('textbox', { name: 'Telefon' }).fill('+90 532 111 22 33')
  await profile.getByRole('checkbox', { name: 'SMS' }).check()
  await profile.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Profiliniz güncellendi.')).toBeVisible()

  await page.reload()
  await expect(profile.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 532 111 22 33')
  await expect(profile.getByRole('checkbox', { name: 'SMS' })).toBeChecked()
  const me = await dashboard.server.mine<{ user: { phone: string; contactPreferences: { sms: boolean } } }>(
    customer,
    '/api/me',
  )
  expect(me.user.phone).toBe('+90 532 111 22 33')
  expect(me.user.contactPreferences.sms).toBe(true)

  const password = page.getByRole('form', { name: 'Şifre Değiştir' })
  await password.getByLabel('Mevcut şifre').fill(CUSTOMER_PASSWORD)
  await password.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-Parola-Deniz-9153!')
  await password.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Parola-Deniz-9154!')
  await password.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
  await expect(password.getByRole('alert')).toHaveText('Yeni şifreler eşleşmiyor.')
  await password.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Parola-Deniz-9153!')
  await password.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
  await expect(
    page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.'),
  ).toBeVisible()

  // The other device can no longer refresh its session; this one carries on.
  const refreshed = await dashboard.server.api.post('/api/auth/refresh', {
    data: { refreshToken: otherDevice.refresh_token },
  })
  expect(refreshed.status()).toBe(401)
  await page.reload()
  await expect(profile.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 532 111 22 33')
})

test.describe('with the demo data (SEED_DEMO=1)', () => {
  let seeded: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    seeded = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
      env: { PORT: process.env.DASHBOARD_SEEDED_E2E_PORT ?? '0', SEED_DEMO: '1' },
    })
  })
  test.afterAll(async () => {
    await seeded?.stop()
  })

  test('Ödeme shows the package, its monthly fee, the plan cards and the payment history', async ({
    page,
  }) => {
    await page.goto(`${seeded.url}/#/login`)
    await page.getByLabel('E-posta').fill('ayse.yilmaz@example.com')
    await page.getByLabel('Şifre', { exact: true }).fill('sitekur-demo')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(page).toHaveURL(/#\/user-dashboard$/)
    // Ayşe is on Launch (349 TRY a month), what her invoices charge: the one catalogue.
    await expect(page.getByLabel('Özet')).toContainText('AbonelikLaunch')

    await page.getByRole('tab', { name: 'Ödeme' }).click()
    const plan = page.getByRole('region', { name: 'Mevcut Plan' })
    await expect(plan).toContainText('Launch')
    await expect(plan).toContainText('₺349/ay')
    const invoice = page
      .getByRole('table', { name: 'Faturalar' })
      .getByRole('row')
      .filter({ hasText: 'INV-DEMO-1003' })
    await expect(invoice).toContainText('₺418,80') // 349 + KDV 20 %
    await expect(invoice).toContainText('Ödendi')
    await expect(invoice).toContainText('Launch aylık abonelik')
    await expect(invoice.getByRole('cell').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
    await expect(page.getByRole('table', { name: 'Faturalar' })).not.toContainText('INV-DEMO-1004') // another customer's
    // The plan cards are the landing's plans, at the landing's prices.
    await expect(page.getByRole('listitem', { name: 'Launch planı' })).toContainText('Mevcut planınız')
    await expect(page.getByRole('listitem', { name: 'Scale planı' })).toContainText('Popüler')
    await expect(page.getByRole('listitem', { name: 'Scale planı' })).toContainText('₺649/ay')
    await expect(page.getByRole('listitem', { name: 'Scale planı' })).toContainText('₺5.990/yıl')
    await expect(page.getByRole('listitem', { name: 'Vision planı' })).toContainText('₺1.190/ay')

    await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
    await expect(page.getByRole('list', { name: 'Websiteler' })).toContainText('aysepastane.com.tr')
  })
})
