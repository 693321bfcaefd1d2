// Payment history: the customer's invoices, newest first.
import { QueryNotice } from './query-notice'
import { StatusBadge } from './status-badge'
import { useMyInvoices } from '../lib/data/invoices'
import { formatDate } from '../lib/format-date'
import { formatTry } from '../lib/money'
import { invoiceStatusLabel } from '../lib/status-labels'

export function PaymentHistory() {
  const invoices = useMyInvoices()
  const list = invoices.data ?? []
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
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Faturalar</caption>
              <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Fatura
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Tarih
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Açıklama
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Tutar
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Durum
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
                {list.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="px-4 py-3 font-medium whitespace-nowrap">{invoice.number}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDate(invoice.paidDate ?? invoice.issueDate)}
                    </td>
                    <td className="px-4 py-3">{invoice.description || invoice.subscription || '-'}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatTry(invoice.amount)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={invoiceStatusLabel(invoice.status)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  )
}
