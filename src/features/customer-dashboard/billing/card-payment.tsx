// Paying an invoice on Ödeme (docs/rules/invoices-and-plans.md#card-payments): "Kartla öde" on an open
// invoice when a card gateway is configured (the browser goes to the gateway's hosted page), else the
// bank-transfer instructions of the settings; and the outcome when the gateway sends the customer back
// (`?checkout=<id>`, read from the server, never from the address).
import { useState } from 'react'
import type { Invoice } from '../../../../api/invoices/invoice.shared'
import { formatKurus } from '../../../../api/invoices/invoice-labels.shared'
import { remainingKurus } from '../../../../api/invoices/invoice-totals.shared'
import { paymentMessages } from '../../../../api/payments/payment-messages.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { ApiError } from '../../../lib/api-client'
import { startCardCheckout, useCheckout, usePaymentOptions } from '../../../lib/data/payments'
import { notify } from '../../../lib/toast'

const payable = (invoice: Invoice) =>
  (invoice.status === 'pending' || invoice.status === 'overdue') && remainingKurus(invoice) > 0

/** "Kartla öde" on an open invoice; nothing when no gateway is configured or nothing is owed. */
export function PayByCardButton({ invoice }: { invoice: Invoice }) {
  const options = usePaymentOptions()
  const [busy, setBusy] = useState(false)
  if (!options.data?.card || !payable(invoice)) return null
  const pay = async () => {
    setBusy(true)
    try {
      const { paymentPageUrl } = await startCardCheckout(invoice.id)
      window.location.assign(paymentPageUrl)
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : paymentMessages.gatewayUnreachable)
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void pay()}
      aria-label={`${paymentMessages.payByCard}: ${invoice.number} (${formatKurus(remainingKurus(invoice))})`}
      className={`${primaryButtonClass} h-9 px-4 whitespace-nowrap disabled:opacity-50`}
    >
      {paymentMessages.payByCard}
    </button>
  )
}

/** Without a card gateway: how to pay by bank transfer (the settings' text). */
export function BankTransferInstructions({ invoices }: { invoices: readonly Invoice[] }) {
  const options = usePaymentOptions()
  if (!options.data || options.data.card || !invoices.some(payable)) return null
  return (
    <section
      aria-labelledby="bank-transfer-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <h3 id="bank-transfer-title" className="font-semibold text-slate-900 dark:text-white">
        {paymentMessages.bankTransferTitle}
      </h3>
      <p className="mt-1 break-words whitespace-pre-line">
        {options.data.bankTransfer || paymentMessages.bankTransferMissing}
      </p>
      {options.data.bankTransfer && (
        <p className="mt-1 text-slate-600 dark:text-slate-400">{paymentMessages.bankTransferNote}</p>
      )}
    </section>
  )
}

/** What became of the checkout the gateway sent the customer back from. */
export function CheckoutOutcome({ checkoutId }: { checkoutId: string }) {
  const checkout = useCheckout(checkoutId).data
  if (!checkout) return null
  const failed = checkout.status === 'failed'
  const text =
    checkout.status === 'paid'
      ? checkout.error || paymentMessages.paid
      : failed
        ? checkout.error
          ? paymentMessages.declined(checkout.error)
          : paymentMessages.declinedNoReason
        : paymentMessages.pending
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={`rounded-2xl border p-4 text-sm font-medium ${
        failed
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
      }`}
    >
      {text}
    </p>
  )
}
