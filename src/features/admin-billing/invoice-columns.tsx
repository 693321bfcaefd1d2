// The table's columns (cards show the same on small screens). Sortable columns are the server's sort
// fields (billing-search.ts); money is the total with KDV, the net amount beneath it.
import type { Invoice } from '../../../api/invoices/invoice.shared'
import { formatKurus } from '../../../api/invoices/invoice-labels.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { formatTry } from '../../lib/money'
import { invoiceStatusLabel } from '../../lib/status-labels'
import { InvoiceActionsMenu, type InvoiceActionHandlers } from './invoice-row-actions'

export function invoiceColumns(
  handlers: InvoiceActionHandlers & { onOpen: (invoice: Invoice) => void },
): DataColumn<Invoice>[] {
  return [
    {
      id: 'number',
      header: 'Fatura',
      sortable: true,
      cell: (invoice) => (
        <button
          type="button"
          onClick={() => handlers.onOpen(invoice)}
          className="font-semibold whitespace-nowrap text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
          aria-label={`Detaylar: ${invoice.number}`}
        >
          {invoice.number}
        </button>
      ),
    },
    {
      id: 'customer',
      header: 'Müşteri',
      cell: (invoice) => (
        <div className="min-w-40">
          <p>{invoice.customerName}</p>
          <p className="text-slate-600 dark:text-slate-400">{invoice.customerEmail}</p>
        </div>
      ),
    },
    {
      id: 'totalKurus',
      header: 'Tutar',
      sortable: true,
      sortDescFirst: true,
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (invoice) => (
        <div>
          <p className="font-semibold">{formatKurus(invoice.totalKurus)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatTry(invoice.amount)} + KDV</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (invoice) => <StatusBadge status={invoiceStatusLabel(invoice.status)} />,
    },
    {
      id: 'issueDate',
      header: 'Tarih',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: (invoice) => formatDate(invoice.issueDate),
    },
    {
      id: 'dueDate',
      header: 'Son ödeme',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (invoice) => formatDate(invoice.dueDate),
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (invoice) => <InvoiceActionsMenu invoice={invoice} {...handlers} />,
    },
  ]
}
