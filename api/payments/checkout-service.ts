import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import type { Actor } from '../audit/actor'
import type { InvoiceService } from '../invoices/invoice-service'
import { invoiceResource } from '../invoices/invoice-resource'
import { paymentNotice } from '../invoices/invoice-mail'
import { remainingKurus } from '../invoices/invoice-totals.shared'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { ApiPorts, Repositories } from '../ports'
import type { CheckoutResult, PaymentGateway } from '../ports/payment-gateway'
import type { SettingsService } from '../settings/settings-service'
import type { UserRecord } from '../users/user.shared'
import type { CheckoutRecord, CheckoutView } from './checkout.shared'
import { checkoutResource } from './checkout-resource'
import { paymentMessages } from './payment-messages.shared'
import { paymentReceiptMail } from './receipt-mail'

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  invoices: InvoiceService
  notify: CustomerNotifier
}

export const IYZICO_CALLBACK_PATH = '/api/payments/iyzico/callback'

/** Who records a gateway's payment: the gateway itself, on the customer's behalf. */
const gatewayActor = (name: string): Actor => ({ id: null, name, email: '', ip: null })

// docs/rules/invoices-and-plans.md#card-payments: "Kartla öde" opens a hosted checkout for what the invoice
// still owes (the server's figure, never the browser's); the gateway's callback names a token, the server
// asks the gateway for the result and records the payment once — a checkout settles under its own lock
// and a compare-and-set on `pending`, so a replayed or doubled callback, or two processes, record one.
export function createCheckoutService({ ports, settings, activity, invoices, notify }: Deps) {
  const checkouts = () => ports.repos.resource(checkoutResource)
  const billingUrl = () => `${ports.config.publicUrl}/#/user-dashboard?tab=billing`

  /** The configured gateway, if the settings choose the one this host has. */
  async function gateway(): Promise<PaymentGateway | null> {
    const gw = ports.payments
    if (!gw) return null
    return (await settings.get()).paymentGateway === gw.name ? gw : null
  }

  /**
   * Settles a pending checkout once, under its lock and a compare-and-set on `pending`: with the gateway's
   * answer, or as given up (`unanswered`: the sweep's expiry, with its reason). A checkout settled
   * meanwhile (by the callback, the sweep or the screen's read, in any process) is answered as it is.
   */
  async function settle(
    checkout: CheckoutRecord,
    result: CheckoutResult | { unanswered: string },
  ): Promise<CheckoutRecord> {
    if ('ok' in result && !result.ok) return checkout
    const now = ports.clock.now().toISOString()
    const matches =
      'unanswered' in result ||
      (result.conversationId === checkout.id &&
        (!result.paid ||
          (result.basketId === checkout.invoiceId &&
            result.paidKurus === checkout.amountKurus &&
            result.currency === checkout.currency)))
    const outcome = { recorded: false }
    const afterCommit: Array<() => Promise<void>> = []
    const settled = await ports.repos.transaction(async (tx: Repositories) => {
      await tx.lock(`checkout:${checkout.id}`)
      const current = await tx.resource(checkoutResource).findById(checkout.id)
      if (!current || current.status !== 'pending') return current ?? checkout
      const next: Partial<CheckoutRecord> = { settledAt: now }
      if (!matches) Object.assign(next, { status: 'failed', error: paymentMessages.mismatch })
      else if ('unanswered' in result) Object.assign(next, { status: 'failed', error: result.unanswered })
      else if (!result.paid) Object.assign(next, { status: 'failed', error: result.errorMessage })
      else {
        Object.assign(next, {
          status: 'paid',
          gatewayPaymentId: result.paymentId,
          gatewayTransactionId: result.transactionId,
        })
        try {
          const invoice = await invoices.recordPayment(
            checkout.invoiceId,
            { method: 'credit_card', reference: result.paymentId, amount: result.paidKurus / 100 },
            gatewayActor(checkout.gateway),
            { tx, gateway: checkout.gateway, afterCommit },
          )
          next.paymentId = invoice.payments.at(-1)?.id ?? null
          outcome.recorded = true
        } catch (error) {
          // Paid or cancelled meanwhile: the money came in but the invoice takes none; an admin refunds it.
          if (!(error instanceof ApiError)) throw error
          next.error = paymentMessages.notApplied
        }
      }
      const after = await tx.resource(checkoutResource).updateWhere(checkout.id, { status: 'pending' }, next)
      if (!after) throw new ApiError(409, paymentMessages.checkoutNotFound)
      if (after.status !== 'paid' || after.error) {
        await activity.log(
          {
            userId: null,
            user: checkout.gateway,
            userEmail: '',
            ipAddress: null,
            action:
              after.status === 'paid'
                ? 'Kart ödemesi faturaya işlenemedi'
                : after.error === paymentMessages.expired
                  ? 'Kart ödemesinin süresi doldu'
                  : 'Kart ödemesi tamamlanamadı',
            details: `${after.error ?? ''}`.slice(0, 300),
            type: 'payment',
            // A page left unpaid is common; a decline, a mismatch or a result never read is worth a look.
            severity: after.error === paymentMessages.expired ? 'info' : 'warning',
            subject: {
              resource: 'invoices',
              recordId: checkout.invoiceId,
              userIds: checkout.userId ? [checkout.userId] : [],
            },
          },
          tx,
        )
      }
      return after
    })
    // What the payment sets off (the subscription's reactivation) runs once the payment is committed.
    for (const run of afterCommit) {
      await run().catch((error: unknown) =>
        ports.logger.error('after card payment failed', { checkout: checkout.id, error: String(error) }),
      )
    }
    if (outcome.recorded) await sendReceipt(settled)
    return settled
  }

  /**
   * Asks the gateway for a pending checkout's result and settles it (docs/rules/invoices-and-plans.md
   * #checkouts-without-a-callback): the callback, the sweep and the screen's read all come here. Answers the
   * record and the gateway's answer (null when it was not asked: settled already, no token, no gateway).
   */
  async function settleFromGateway(
    checkout: CheckoutRecord,
  ): Promise<{ checkout: CheckoutRecord; result: CheckoutResult | null }> {
    const gw = ports.payments
    if (checkout.status !== 'pending' || !checkout.token || !gw || gw.name !== checkout.gateway)
      return { checkout, result: null }
    const result = await gw.retrieveCheckout(checkout.token, checkout.id)
    return { checkout: await settle(checkout, result), result }
  }

  async function sendReceipt(checkout: CheckoutRecord) {
    const invoice = await ports.repos.resource(invoiceResource).findById(checkout.invoiceId)
    const payment = invoice?.payments.find((p) => p.id === checkout.paymentId)
    if (!invoice || !payment) return
    const customer = invoice.userId ? await ports.repos.users.findById(invoice.userId) : null
    await notify.outside(customer, {
      ...paymentNotice(invoice, payment.amountKurus),
      ref: `payment-receipt:${checkout.id}`,
      url: billingUrl(),
      mail: paymentReceiptMail({ invoice, payment, billingUrl: billingUrl() }),
    })
  }

  return {
    /** Whether "Kartla öde" shows, and the bank-transfer instructions. */
    async options() {
      const config = await settings.get()
      return { card: (await gateway()) !== null, bankTransfer: config.bankTransferDetails.trim() }
    },

    async start(invoiceId: string, user: UserRecord, ip: string | null) {
      const gw = await gateway()
      if (!gw) throw new ApiError(409, paymentMessages.cardUnavailable)
      const invoice = await ports.repos.resource(invoiceResource).findById(invoiceId)
      if (!invoice || invoice.userId !== user.id) throw new ApiError(404, paymentMessages.checkoutNotFound)
      if (invoice.status === 'cancelled') throw new ApiError(409, paymentMessages.notPayable)
      const amountKurus = remainingKurus(invoice)
      if (invoice.status === 'paid' || amountKurus === 0)
        throw new ApiError(409, paymentMessages.nothingToPay)
      const now = ports.clock.now().toISOString()
      const checkout: CheckoutRecord = {
        id: ports.ids.uuid(),
        gateway: gw.name,
        token: null,
        invoiceId,
        userId: user.id,
        amountKurus,
        currency: 'TRY',
        status: 'pending',
        gatewayPaymentId: null,
        gatewayTransactionId: null,
        paymentId: null,
        error: null,
        createdAt: now,
        settledAt: null,
      }
      await checkouts().create(checkout)
      const opened = await gw.initializeCheckout({
        conversationId: checkout.id,
        basketId: invoiceId,
        itemName: `${invoice.number} · ${invoice.subscription ?? 'SiteKur'}`,
        amountKurus,
        currency: 'TRY',
        callbackUrl: `${ports.config.publicUrl}${IYZICO_CALLBACK_PATH}`,
        buyer: { id: user.id, name: user.name, email: user.email, phone: user.phone, ip: ip ?? '127.0.0.1' },
      })
      if (!opened.ok || !/^https?:\/\//i.test(opened.paymentPageUrl)) {
        const reason = opened.ok ? paymentMessages.gatewayUnreachable : opened.errorMessage
        await checkouts().update(checkout.id, { status: 'failed', error: reason, settledAt: now })
        throw new ApiError(502, paymentMessages.gatewayRefused(reason))
      }
      await checkouts().update(checkout.id, { token: opened.token })
      return { checkoutId: checkout.id, paymentPageUrl: opened.paymentPageUrl }
    },

    /**
     * The gateway's callback: where the customer's browser goes next. A token that names no checkout, or a
     * checkout already settled, changes nothing (the replay is answered from the record).
     */
    async callback(token: string | null): Promise<string> {
      const checkout = token ? await checkouts().findOne({ token }) : null
      if (!checkout) return billingUrl()
      const back = `${billingUrl()}&checkout=${encodeURIComponent(checkout.id)}`
      await settleFromGateway(checkout)
      return back
    },

    settleFromGateway,

    /** The sweep gives a pending checkout up with `reason` (failed), unless it was settled meanwhile. */
    giveUp: (checkout: CheckoutRecord, reason: string) => settle(checkout, { unanswered: reason }),

    /**
     * A customer's own checkout, as the screen shows its outcome. Still pending (the callback has not come,
     * or iyzico could not be asked then), the gateway is asked once more.
     */
    async view(id: string, user: UserRecord): Promise<CheckoutView> {
      const found = await checkouts().findById(id)
      if (!found || found.userId !== user.id) throw new ApiError(404, paymentMessages.checkoutNotFound)
      const { checkout } = await settleFromGateway(found)
      const { invoiceId, amountKurus, status, error } = checkout
      return { id, invoiceId, amountKurus, status, error }
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>
