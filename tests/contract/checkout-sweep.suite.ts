import { expect, it } from 'vitest'
import { checkoutSweepJob } from '../../api/payments/checkout-sweep-job'
import { checkoutResource } from '../../api/payments/checkout-resource'
import type { PaymentGateway } from '../../api/ports/payment-gateway'
import { createServices } from '../../api/services'
import { IYZICO_TEST_CARDS, IYZICO_TEST_MESSAGES } from '../support/iyzico-stand-in-pages'
import { createIyzicoGateway } from '../../server/payments/iyzico-gateway'
import { IYZICO_TEST_KEYS, type IyzicoStandIn } from '../support/iyzico-stand-in'
import type { Harness } from './harness'
import { checkoutView, openInvoice, postCallback, startCheckout, storedInvoice } from './card-payment-helpers'

const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail'
const MINUTE = 60_000
const idle = new AbortController().signal
/** iyzico when it cannot be reached: nothing listens on the discard port. */
const unreachable = createIyzicoGateway({ ...IYZICO_TEST_KEYS, baseUrl: 'http://127.0.0.1:9' })

// docs/rules/invoices-and-plans.md#checkouts-without-a-callback on every store, against the iyzico stand-in:
// the sweep job asks the gateway about checkouts whose callback never came, through the callback's own path.
export function checkoutSweepSuite(h: Harness, standIn: () => IyzicoStandIn, gateway: () => PaymentGateway) {
  const receipts = (number: string) =>
    h.store.sentMail.filter((m) => m.subject === `Ödemeniz alındı: ${number}`)
  const retrievals = (gatewayToken: string) =>
    standIn().calls.filter((c) => c.path === RETRIEVE && c.body.token === gatewayToken).length
  /** One run of the job at `minutes` after now, as the scheduler would run it. */
  const sweepAt = (minutes: number, payments: 'stand-in' | 'unreachable' | 'none' = 'stand-in') =>
    checkoutSweepJob.run(
      createServices({
        ...h.ports,
        payments: payments === 'stand-in' ? gateway() : payments === 'unreachable' ? unreachable : undefined,
      }),
      new Date(h.store.clock.now().getTime() + minutes * MINUTE),
      { signal: idle },
    )
  const stored = async (id: string) => (await h.ports.repos.resource(checkoutResource).findById(id))!

  it('records a paid checkout whose callback never came, once; the late callback records nothing more', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    // Too young: the customer may still be on the gateway's page.
    await sweepAt(5)
    expect(retrievals(checkout.gatewayToken)).toBe(0)
    expect((await stored(checkout.checkoutId)).status).toBe('pending')

    await sweepAt(20)
    const after = await storedInvoice(h, invoice.id)
    expect(after.status).toBe('paid')
    expect(after.payments).toHaveLength(1)
    expect(after.payments[0]).toMatchObject({ method: 'credit_card', gateway: 'iyzico', amountKurus: 35_880 })
    expect(receipts(invoice.number)).toHaveLength(1)
    expect(await stored(checkout.checkoutId)).toMatchObject({ status: 'paid', error: null })

    await postCallback(h, checkout.gatewayToken)
    await sweepAt(30)
    expect((await storedInvoice(h, invoice.id)).payments).toHaveLength(1)
    expect(receipts(invoice.number)).toHaveLength(1)
    expect(retrievals(checkout.gatewayToken)).toBe(1)
  })

  it('records one payment when the job and the callback settle the same checkout at once', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    await Promise.all([sweepAt(20), postCallback(h, checkout.gatewayToken)])
    const after = await storedInvoice(h, invoice.id)
    expect(after.status).toBe('paid')
    expect(after.payments).toHaveLength(1)
    expect(receipts(invoice.number)).toHaveLength(1)
    expect(await checkoutView(h, customer.token, checkout.checkoutId)).toMatchObject({
      status: 'paid',
      error: null,
    })
  })

  it('marks a declined checkout failed with the gateway’s reason, the invoice left open', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.insufficientFunds)
    await sweepAt(20)
    expect(await checkoutView(h, customer.token, checkout.checkoutId)).toMatchObject({
      status: 'failed',
      error: IYZICO_TEST_MESSAGES.insufficientFunds,
    })
    expect(await storedInvoice(h, invoice.id)).toMatchObject({ status: 'pending', payments: [] })
    expect(receipts(invoice.number)).toHaveLength(0)
  })

  it('gives up a checkout left unpaid past the token’s life: failed, “süresi doldu”', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    // Asked, not paid, but the page may still be open: it waits.
    await sweepAt(20)
    expect(retrievals(checkout.gatewayToken)).toBe(1)
    expect((await stored(checkout.checkoutId)).status).toBe('pending')
    await sweepAt(45)
    expect(await checkoutView(h, customer.token, checkout.checkoutId)).toMatchObject({
      status: 'failed',
      error: 'Ödeme sayfasının süresi doldu; ödeme alınmadı.',
    })
    expect(await storedInvoice(h, invoice.id)).toMatchObject({ status: 'pending', payments: [] })
  })

  it('keeps a checkout pending while iyzico cannot be asked, and gives it up after a day', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    // Nothing is known of the payment: it is not expired with the unpaid ones.
    await sweepAt(45, 'unreachable')
    expect((await stored(checkout.checkoutId)).status).toBe('pending')
    await sweepAt(24 * 60 + 5, 'unreachable')
    expect(await stored(checkout.checkoutId)).toMatchObject({
      status: 'failed',
      error:
        'Ödemenin sonucu ödeme altyapısından alınamadı. Kartınızdan tutar çekildiyse ekibimiz sizinle iletişime geçecek.',
    })
    expect(await storedInvoice(h, invoice.id)).toMatchObject({ status: 'pending', payments: [] })
  })

  it('without a gateway the job does nothing', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    expect(await sweepAt(60, 'none')).toBe('no payment gateway configured')
    expect(retrievals(checkout.gatewayToken)).toBe(0)
    expect((await stored(checkout.checkoutId)).status).toBe('pending')
  })

  it('asks the gateway when the customer’s screen reads a checkout still pending', async () => {
    const { customer, invoice } = await openInvoice(h)
    const checkout = await startCheckout(h, customer.token, invoice.id)
    // Not paid yet: the read finds it pending.
    expect((await checkoutView(h, customer.token, checkout.checkoutId)).status).toBe('pending')
    standIn().pay(checkout.gatewayToken, IYZICO_TEST_CARDS.success)
    expect(await checkoutView(h, customer.token, checkout.checkoutId)).toMatchObject({
      status: 'paid',
      error: null,
    })
    expect((await storedInvoice(h, invoice.id)).payments).toHaveLength(1)
    expect(receipts(invoice.number)).toHaveLength(1)
    // Settled: later reads answer from the record.
    await checkoutView(h, customer.token, checkout.checkoutId)
    expect(retrievals(checkout.gatewayToken)).toBe(2)
  })
}
