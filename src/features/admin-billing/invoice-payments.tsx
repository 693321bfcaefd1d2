// The drawer's payments (docs/rules/invoices-and-plans.md#payments): each with its date, method, reference
// (a card payment's gateway reference), who recorded it and its refunds; "İade et" on a card payment
// taken through a gateway with something left to give back.
import { useState } from 'react'
import type { Invoice } from '../../../api/invoices/invoice.shared'
import { PAYMENT_METHOD_LABELS, formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { remainingKurus } from '../../../api/invoices/invoice-totals.shared'
import { refundedKurus } from '../../../api/payments/refunds.shared'
import { formatDate } from '../../lib/format-date'
import { RefundDialog, type RefundTarget } from './refund-dialog'

const rowClass = 'flex justify-between gap-3 py-1'

export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)
  return (
    <section aria-label="Ödemeler">
      <h3 className="font-semibold">Ödemeler</h3>
      {invoice.payments.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">Henüz ödeme kaydedilmedi.</p>
      ) : (
        <ul className="mt-1">
          {invoice.payments.map((payment) => {
            const left = payment.amountKurus - refundedKurus(payment)
            const via = payment.gateway ? ` (${payment.gateway})` : ''
            return (
              <li key={payment.id} className="py-1">
                <div className={rowClass}>
                  <span className="text-slate-600 dark:text-slate-400">
                    {`${formatDate(payment.paidAt)} · ${PAYMENT_METHOD_LABELS[payment.method]}${via}${payment.reference ? ` · ${payment.reference}` : ''} · ${payment.recordedBy}`}
                  </span>
                  <span className="tabular-nums">{formatKurus(payment.amountKurus)}</span>
                </div>
                {(payment.refunds ?? []).map((refund) => (
                  <div key={refund.id} className={`${rowClass} pl-4 text-amber-800 dark:text-amber-300`}>
                    <span>{`İade · ${formatDate(refund.refundedAt)} · ${refund.reference} · ${refund.recordedBy}`}</span>
                    <span className="tabular-nums">−{formatKurus(refund.amountKurus)}</span>
                  </div>
                ))}
                {payment.gateway && left > 0 && (
                  <button
                    type="button"
                    onClick={() => setRefunding({ invoice, payment })}
                    className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
                  >
                    İade et
                  </button>
                )}
              </li>
            )
          })}
          <li className={`${rowClass} font-bold`}>
            <span>Kalan</span>
            <span className="tabular-nums">{formatKurus(remainingKurus(invoice))}</span>
          </li>
        </ul>
      )}
      <RefundDialog target={refunding} onClose={() => setRefunding(null)} />
    </section>
  )
}
