import { expect, it } from 'vitest'
import { createApi } from '../../api/app'
import type { PaymentGateway } from '../../api/ports/payment-gateway'
import { IYZICO_TEST_CARDS, IYZICO_TEST_MESSAGES } from '../support/iyzico-stand-in-pages'
import type { IyzicoStandIn } from '../support/iyzico-stand-in'
import type { Harness } from './harness'
import {
  checkoutView,
  openInvoice,
  payByCard,
  postCallback,
  startCheckout,
  storedInvoice,
} from './card-payment-helpers'

const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail'
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom'

// docs/rules/invoices-and-plans.md#card-payments and #refunds on every store, against the iyzico stand-in:
// the server's amount, the result asked of the gateway, one payment however often the callback comes, the
// decline's reason, the receipt, refunds.
export function cardPaymentsSuite(h: Harness, standIn: () => IyzicoStandIn, gateway: () => PaymentGateway) {
  const receipts = (number: string) =>
    h.store.sentMail.filter((m) => m.subject === `Ödemeniz alındı: ${number}`)
  const retrievals = (gatewayToken: string) =>
    standIn().calls.filter((c) => c.path === RETRIEVE && c.body.token === gatewayToken).length

  it('pays an invoice by card once: paid with the gateway reference, one receipt, replays change nothing', async () => {
    const { customer, invoice } = await openInvoice(h)
    const paid = await payByCard(h, standIn(), customer.token, invoice.id, IYZICO_TEST_CARDS.success)
    expect(paid.location).toBe(
      `${h.ports.config.publicUrl}/#/user-dashboard?tab=billing&checkout=${paid.checkoutId}`,
    )
    const after = await storedInvoice(h, invoice.id)
    expect(after.status).toBe('paid')
    expect(after.payments).toHaveLength(1)
    const session = standIn().sessions.get(paid.gatewayToken)!
    const gatewayPaymentId =
      session.outcome && 'paymentId' in session.outcome ? session.outcome.paymentId : ''
    expect(after.payments[0]).toMatchObject({
      amountKurus: 35_880,
      method: 'credit_card',
      reference: gatewayPaymentId,
      gateway: 'iyzico',
    })
    expect(await checkoutView(h, customer.token, paid.checkoutId)).toMatchObject({
      status: 'paid',
      error: null,
    })
    expect(receipts(invoice.number)).toHaveLength(1)
    expect(receipts(invoice.number)[0]!.text).toContain('₺358,80')

    // The same callback again (a replay, the back button): answered from the record, nothing recorded.
    expect(await postCallback(h, paid.gatewayToken)).toBe(paid.location)
    expect((await storedInvoice(h, invoice.id)).payments).toHaveLength(1)
    expect(receipts(invoice.number)).toHaveLength(1)
    expect(retrievals(paid.gatewayToken)).toBe(1)
  })

  it('records one payment when two processes take the same callback at once', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    const second = createApi({ ...h.store.ports, payments: gateway() })
    await Promise.all([
      postCallback(h, checkout.gatewayToken),
      postCallback(h, checkout.gatewayToken, second),
    ])
    const after = await storedInvoice(h, invoice.id)
    expect(after.payments).toHaveLength(1)
    expect(after.status).toBe('paid')
    expect(receipts(invoice.number)).toHaveLength(1)
    // The second settled nothing: it did not find the invoice paid by "its own" money and call it unapplied.
    expect(await checkoutView(h, customer.token, checkout.checkoutId)).toMatchObject({
      status: 'paid',
      error: null,
    })
  })

  it('leaves the invoice open with the gateway’s Turkish reason on a decline and a 3-D Secure decline', async () => {
    for (const [card, reason] of [
      [IYZICO_TEST_CARDS.insufficientFunds, IYZICO_TEST_MESSAGES.insufficientFunds],
      [IYZICO_TEST_CARDS.threeDsDeclined, IYZICO_TEST_MESSAGES.threeDsDeclined],
    ] as const) {
      const { customer, invoice } = await openInvoice(h)
      const declined = await payByCard(h, standIn(), customer.token, invoice.id, card)
      expect(await checkoutView(h, customer.token, declined.checkoutId)).toMatchObject({
        status: 'failed',
        error: reason,
      })
      const after = await storedInvoice(h, invoice.id)
      expect(after).toMatchObject({ status: 'pending', payments: [] })
      expect(receipts(invoice.number)).toHaveLength(0)
      // A new try with a good card pays it.
      await payByCard(h, standIn(), customer.token, invoice.id, IYZICO_TEST_CARDS.success)
      expect((await storedInvoice(h, invoice.id)).status).toBe('paid')
    }
  })

  it('charges what the server says is owed, in TRY, and records nothing the gateway reports otherwise', async () => {
    const { admin, customer, invoice } = await openInvoice(h)
    await h.call('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      token: admin.token,
      body: { method: 'bank_transfer', amount: 100 },
    })
    // Whatever the browser sends is not read: the amount is what remains (358,80 − 100 = 258,80).
    const res = await h.call('POST', `/api/me/invoices/${invoice.id}/checkout`, {
      token: customer.token,
      body: { amount: 1, currency: 'USD' },
    })
    expect(res.status, res.text).toBe(201)
    const gatewayToken = new URL(
      (res.body as { data: { paymentPageUrl: string } }).data.paymentPageUrl,
    ).searchParams.get('token')!
    const asked = standIn()
      .calls.filter((c) => c.path === INITIALIZE)
      .at(-1)!.body
    expect(asked).toMatchObject({
      price: '258.80',
      paidPrice: '258.80',
      currency: 'TRY',
      basketId: invoice.id,
    })
    // A gateway answer for another amount (a tampered session) is not taken as payment.
    standIn().sessions.get(gatewayToken)!.paidPrice = '1.00'
    standIn().pay(gatewayToken, IYZICO_TEST_CARDS.success)
    const location = await postCallback(h, gatewayToken)
    const checkoutId = new URL(location.replace('/#/', '/')).searchParams.get('checkout')!
    expect((await checkoutView(h, customer.token, checkoutId)).status).toBe('failed')
    expect((await storedInvoice(h, invoice.id)).payments).toHaveLength(1)
    // A token the gateway never gave changes nothing.
    expect(await postCallback(h, 'uydurma-token')).toBe(
      `${h.ports.config.publicUrl}/#/user-dashboard?tab=billing`,
    )
  })

  it('refunds part and then the rest through the gateway: recorded on the payment, the invoice cancelled', async () => {
    const { admin, customer, invoice } = await openInvoice(h)
    await payByCard(h, standIn(), customer.token, invoice.id, IYZICO_TEST_CARDS.success)
    const paymentId = (await storedInvoice(h, invoice.id)).payments[0]!.id
    const refund = (body: Record<string, unknown>) =>
      h.call('POST', `/api/admin/invoices/${invoice.id}/refunds`, { token: admin.token, body })
    const part = await refund({ paymentId, amount: 100.5 })
    expect(part.status, part.text).toBe(201)
    let after = await storedInvoice(h, invoice.id)
    expect(after.status).toBe('paid')
    expect(after.payments[0]!.refunds).toMatchObject([{ amountKurus: 10_050 }])
    expect(await refund({ paymentId, amount: 300 })).toMatchObject({
      status: 400,
      body: { success: false, message: 'İade tutarı ödemenin iade edilmemiş kısmını aşamaz.' },
    })
    expect((await refund({ paymentId })).status).toBe(201)
    after = await storedInvoice(h, invoice.id)
    expect(after.status).toBe('cancelled')
    expect(after.payments[0]!.refunds!.map((r) => r.amountKurus)).toEqual([10_050, 25_830])
    const transactionId = [...standIn().refunded.keys()].at(-1)!
    expect(standIn().refunded.get(transactionId)).toBe(35_880)
    const audit = await h.call('GET', `/api/admin/audit?resource=invoices&recordId=${invoice.id}`, {
      token: admin.token,
    })
    expect(audit.text).toContain('refunds')
  })

  it('refuses to refund a payment an admin recorded by hand', async () => {
    const { admin, invoice } = await openInvoice(h)
    await h.call('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      token: admin.token,
      body: { method: 'credit_card' },
    })
    const paymentId = (await storedInvoice(h, invoice.id)).payments[0]!.id
    const res = await h.call('POST', `/api/admin/invoices/${invoice.id}/refunds`, {
      token: admin.token,
      body: { paymentId },
    })
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Yalnızca ödeme altyapısıyla alınmış kart ödemeleri iade edilebilir.' },
    })
  })

  it('without a gateway: no card payment, the bank-transfer instructions of the settings instead', async () => {
    const app = h.withPorts({ payments: undefined })
    const { admin, customer, invoice } = await openInvoice(h)
    expect(app).toBe(h.app)
    await h.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { bankTransferDetails: 'Örnek Bank · SiteKur A.Ş. · TR00 0000 0000 0000 0000 0000 00' },
    })
    const options = await h.call('GET', '/api/me/payment-options', { token: customer.token })
    expect(options.body).toEqual({
      success: true,
      data: { card: false, bankTransfer: 'Örnek Bank · SiteKur A.Ş. · TR00 0000 0000 0000 0000 0000 00' },
    })
    const res = await h.call('POST', `/api/me/invoices/${invoice.id}/checkout`, { token: customer.token })
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'Kartla ödeme şu anda kullanılamıyor. Lütfen havale/EFT ile ödeyin.' },
    })
  })
}
