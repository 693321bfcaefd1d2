import { expect, test } from '@playwright/test'
import { IYZICO_TEST_CARDS, IYZICO_TEST_MESSAGES } from '../support/iyzico-stand-in-pages'
import { codeIn } from '../support/mail-catcher'
import { axeViolations } from '../support/axe'
import {
  PAYING_CUSTOMER_PASSWORD,
  startCardPaymentServer,
  type CardPaymentServer,
  type PayingCustomer,
} from '../support/card-payment-server'
import type { Page } from '@playwright/test'

// Paying an invoice by card (docs/rules/invoices-and-plans.md#card-payments) in Chromium against the real
// server and the iyzico stand-in on loopback: Ödeme → "Kartla öde" → the gateway's hosted page → back on
// Ödeme with the outcome. A good card pays the invoice once (a duplicated callback records nothing more)
// and the receipt arrives over loopback SMTP; a declined card leaves it open with iyzico's Turkish reason.

let server: CardPaymentServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startCardPaymentServer()
})
test.afterAll(async () => {
  await server?.stop()
})

/** From Ödeme through the gateway's page with `card`, back to Ödeme. */
async function payOnGatewayPage(page: Page, customer: PayingCustomer, invoiceNumber: string, card: string) {
  await server.signIn(page, customer, '/user-dashboard?tab=billing')
  await page.getByRole('button', { name: new RegExp(`^Kartla öde: ${invoiceNumber}`) }).click()
  await expect(page).toHaveURL(new RegExp(`^${server.iyzico.url}/checkoutform\\?token=`))
  const gatewayToken = new URL(page.url()).searchParams.get('token') ?? ''
  await page.getByLabel('Kart numarası').fill(card)
  await page.getByRole('button', { name: /Öde$/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${server.url}/#/user-dashboard\\?tab=billing&checkout=`))
  return gatewayToken
}

test('a card pays the invoice once; the receipt is mailed; a duplicated callback records nothing more', async ({
  page,
}) => {
  const customer = await server.createCustomer('Deniz Kaya')
  const invoice = await server.issueInvoice(customer, 649)
  const gatewayToken = await payOnGatewayPage(page, customer, invoice.number, IYZICO_TEST_CARDS.success)

  await expect(page.getByRole('status').filter({ hasText: 'Ödemeniz alındı' })).toHaveText(
    'Ödemeniz alındı, faturanız ödendi. Teşekkür ederiz.',
  )
  const row = page.getByRole('row').filter({ hasText: invoice.number })
  await expect(row.getByText('Ödendi')).toBeVisible()
  await expect(row.getByRole('button', { name: /^Kartla öde/ })).toHaveCount(0)
  const paid = await server.invoice(invoice.id)
  expect(paid.status).toBe('paid')
  expect(paid.payments).toMatchObject([{ amountKurus: 77_880, method: 'credit_card', gateway: 'iyzico' }])

  const receipts = () =>
    server.mail.messages.filter((m) => m.subject === `Ödemeniz alındı: ${invoice.number}`)
  await expect.poll(() => receipts().length, { timeout: 15_000 }).toBe(1)
  const receipt = receipts()[0]!
  expect(receipt.to).toEqual([customer.email])
  expect(receipt.text).toContain('₺778,80')
  expect(receipt.text).toContain(paid.payments[0]!.reference)

  // The gateway's callback once more (a duplicate): the same way back, still one payment.
  const again = await server.api.post('/api/payments/iyzico/callback', {
    form: { token: gatewayToken },
    maxRedirects: 0,
  })
  expect(again.status()).toBe(303)
  expect((await server.invoice(invoice.id)).payments).toHaveLength(1)
  expect(server.mail.messages.filter((m) => m.subject === `Ödemeniz alındı: ${invoice.number}`)).toHaveLength(
    1,
  )
})

test('a declined card leaves the invoice open with the gateway’s Turkish reason (on a 375 px phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const customer = await server.createCustomer('Ece Yıldız')
  const invoice = await server.issueInvoice(customer, 349)
  await payOnGatewayPage(page, customer, invoice.number, IYZICO_TEST_CARDS.insufficientFunds)

  await expect(page.getByRole('alert').filter({ hasText: 'Ödeme tamamlanamadı' })).toHaveText(
    `Ödeme tamamlanamadı: ${IYZICO_TEST_MESSAGES.insufficientFunds}`,
  )
  const row = page.getByRole('row').filter({ hasText: invoice.number })
  await expect(row.getByText('Bekliyor')).toBeVisible()
  // On the phone the button is on screen without scrolling the table, and the page does not run sideways.
  const pay = row.getByRole('button', { name: /^Kartla öde/ })
  await pay.scrollIntoViewIfNeeded()
  await expect(pay).toBeInViewport()
  const box = (await pay.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await server.invoice(invoice.id)).toMatchObject({ status: 'pending', payments: [] })
})

test('a visitor picks Scale yearly on the landing, registers, and pays the first invoice, Scale yearly, by card', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `scale-${Date.now().toString(36)}@musteri.test`
  await page.goto(`${server.url}/`)
  const pricing = page.getByRole('region', { name: 'İşletmenize uygun paketi seçin' })
  await pricing.getByText('Yıllık (2 ay bizden)').click()
  await pricing.getByRole('link', { name: 'Teklif al (Scale, yıllık)' }).click()
  await expect(page).toHaveURL(/#\/register\?plan=scale&period=yearly$/)
  await expect(page.getByText('Seçilen paket: Scale · Yıllık')).toBeVisible()

  const since = server.mail.messages.length
  await page.getByLabel('Ad Soyad').fill('Selin Aras')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(PAYING_CUSTOMER_PASSWORD)
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click()
  await expect(page).toHaveURL(/#\/verify-code\?email=/)
  await page.getByLabel('Doğrulama kodu').fill(codeIn(await server.mail.waitFor(email, { since })))
  await page.getByRole('button', { name: 'Doğrula' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)

  // The address proved, the first invoice is the plan and period chosen on the landing, at the catalogue's price.
  await page.getByRole('tab', { name: 'Ödeme' }).click()
  const row = page.getByRole('row').filter({ hasText: 'Scale' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('₺7.188,00') // 5.990 a year + KDV %20
  const number = /INV-\d{4}-\d{4}/.exec(await row.innerText())?.[0] ?? ''
  expect(number).not.toBe('')
  await row.getByRole('button', { name: /^Kartla öde/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${server.iyzico.url}/checkoutform\\?token=`))
  await page.getByLabel('Kart numarası').fill(IYZICO_TEST_CARDS.success)
  await page.getByRole('button', { name: /Öde$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ödemeniz alındı' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: number }).getByText('Ödendi')).toBeVisible()
  const receipts = () => server.mail.messages.filter((m) => m.subject === `Ödemeniz alındı: ${number}`)
  await expect.poll(() => receipts().length, { timeout: 15_000 }).toBe(1)
  expect(receipts()[0]!.to).toEqual([email])
  expect(receipts()[0]!.text).toContain('₺7.188,00')

  // Ödeme with the subscription and the plan change on a 375 px phone: nothing runs off the screen.
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole('region', { name: /Abonelik/ })).toBeVisible()
  await page
    .getByRole('listitem', { name: 'Vision planı' })
    .getByRole('button', { name: 'Bu plana geç' })
    .click()
  const change = page.getByRole('dialog', { name: 'Vision planına geçiş' })
  await expect(change.getByRole('status')).toContainText('Bugün kesilecek fark faturası')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const box = (await change.getByRole('button', { name: 'Onaya gönder' }).boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
})
