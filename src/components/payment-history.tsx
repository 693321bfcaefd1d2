// Payment history: the customer's invoices, newest first — number, dates, total with KDV, status, the
// payments an admin recorded, and each invoice's PDF (fetched with the session's token). The notice says
// these are informational invoices (docs/decisions/0015-informational-invoices-and-pdf.md).
import { useState, type ReactNode } from 'react'
import type { Invoice } from '../../api/invoices/invoice.shared'
import {
  INFORMATIONAL_NOTICE,
  PAYMENT_METHOD_LABELS,
  formatKurus,
} from '../../api/invoices/invoice-labels.shared'
import { QueryNotice } from './query-notice'
import { StatusBadge } from './status-badge'
import { ApiError } from '../lib/api-client'
import { downloadMyInvoicePdf, useMyInvoices } from '../lib/data/invoices'
import { DOWNLOAD_FAILED_MESSAGE } from '../lib/download-file'
import { formatDate } from '../lib/format-date'
import { invoiceStatusLabel } from '../lib/status-labels'
import { notify } from '../lib/toast'

const headClass = 'px-4 py-3 font-medium'
const cellClass = 'px-4 py-3 align-top'

function Payments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) return null
  return (
    <ul
      aria-label={`Ödemeler: ${invoice.number}`}
      className="mt-1 text-xs text-slate-600 dark:text-slate-400"
    >
      {invoice.payments.map((payment) => (
        <li key={payment.id}>
          {formatDate(payment.paidAt)} · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
          {formatKurus(payment.amountKurus)}
        </li>
      ))}
    </ul>
  )
}

/**
 * `renderAction`: what an invoice's row offers under its number, in the first column so a phone sees it
 * without scrolling the table (Ödeme's "Kartla öde"); `children` follow the table.
 */
export function PaymentHistory({
  renderAction,
  children,
}: { renderAction?: (invoice: Invoice) => ReactNode; children?: ReactNode } = {}) {
  const invoices = useMyInvoices()
  const list = invoices.data ?? []
  const [busy, setBusy] = useState<string | null>(null)
  const download = async (invoice: Invoice) => {
    setBusy(invoice.id)
    try {
      await downloadMyInvoicePdf(invoice)
    } catch (error) {
      notify.error(error instanceof ApiError && error.status > 0 ? error.message : DOWNLOAD_FAILED_MESSAGE)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section aria-labelledby="payment-history-title">
      <h2 id="payment-history-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Ödeme Geçmişi
      </h2>
      <div className="mt-3">
        <QueryNotice
          loading={invoices.loading}
          error={invoices.error}
          empty={list.length === 0}
          emptyText="Henüz bir ödeme kaydınız yok."
          onRetry={() => void invoices.refetch()}
        />
        {list.length > 0 && (
          <>
            <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Faturalar</caption>
                <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
                  <tr>
                    <th scope="col" className={headClass}>
                      Fatura
                    </th>
                    <th scope="col" className={headClass}>
                      Tarih
                    </th>
                    <th scope="col" className={headClass}>
                      Son ödeme
                    </th>
                    <th scope="col" className={headClass}>
                      Açıklama
                    </th>
                    <th scope="col" className={`${headClass} text-right`}>
                      Tutar (KDV dahil)
                    </th>
                    <th scope="col" className={headClass}>
                      Durum
                    </th>
                    <th scope="col" className={headClass}>
                      <span className="sr-only">PDF</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
                  {list.map((invoice) => (
                    <tr key={invoice.id}>
                      <td className={`${cellClass} font-medium whitespace-nowrap`}>
                        {invoice.number}
                        {renderAction && <div className="mt-2">{renderAction(invoice)}</div>}
                      </td>
                      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(invoice.issueDate)}</td>
                      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(invoice.dueDate)}</td>
                      <td className={cellClass}>{invoice.description || invoice.subscription || '-'}</td>
                      <td className={`${cellClass} text-right tabular-nums whitespace-nowrap`}>
                        {formatKurus(invoice.totalKurus)}
                      </td>
                      <td className={cellClass}>
                        <StatusBadge status={invoiceStatusLabel(invoice.status)} />
                        <Payments invoice={invoice} />
                      </td>
                      <td className={cellClass}>
                        <button
                          type="button"
                          disabled={busy === invoice.id}
                          onClick={() => void download(invoice)}
                          aria-label={`PDF indir: ${invoice.number}`}
                          className="text-sm font-semibold whitespace-nowrap text-blue-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-blue-300"
                        >
                          PDF indir
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{INFORMATIONAL_NOTICE}</p>
            {children}
          </>
        )}
      </div>
    </section>
  )
}
