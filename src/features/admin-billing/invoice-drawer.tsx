// An invoice's details (`?open=<id>`, read by id): buyer, dates, lines, KDV and total, payments, the
// informational notice, and the same actions as the table's menu.
import type { Invoice } from '../../../api/invoices/invoice.shared'
import { INFORMATIONAL_NOTICE, formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { SideDrawer } from '../../components/side-drawer'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { invoiceStatusLabel } from '../../lib/status-labels'
import { InvoiceRowActions, type InvoiceActionHandlers } from './invoice-row-actions'
import { InvoicePayments } from './invoice-payments'

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-bold' : ''}`}>{value}</dd>
    </div>
  )
}

export function InvoiceDrawer({
  invoice,
  onClose,
  ...handlers
}: { invoice: Invoice | null; onClose: () => void } & InvoiceActionHandlers) {
  return (
    <SideDrawer
      open={invoice !== null}
      title={invoice?.number ?? ''}
      description={invoice ? `${invoice.customerName} · ${invoice.customerEmail}` : undefined}
      onClose={onClose}
    >
      {invoice && (
        <div className="space-y-5 text-sm text-slate-900 dark:text-slate-100">
          <div className="flex items-center gap-3">
            <StatusBadge status={invoiceStatusLabel(invoice.status)} />
            {invoice.subscription && <span>{invoice.subscription}</span>}
          </div>
          <dl>
            <Row label="Fatura tarihi" value={formatDate(invoice.issueDate)} />
            <Row label="Son ödeme tarihi" value={formatDate(invoice.dueDate)} />
            {invoice.paidDate && <Row label="Ödeme tarihi" value={formatDate(invoice.paidDate)} />}
            {invoice.customerPhone && <Row label="Telefon" value={invoice.customerPhone} />}
          </dl>
          <section aria-label="Kalemler">
            <dl className="border-y border-slate-200 py-2 dark:border-slate-800">
              {invoice.lines.map((line, i) => (
                <Row
                  key={i}
                  label={`${line.description} × ${line.quantity}`}
                  value={formatKurus(line.unitPriceKurus * line.quantity)}
                />
              ))}
              <Row label="Ara toplam" value={formatKurus(invoice.subtotalKurus)} />
              <Row label={`KDV (%${invoice.taxRate})`} value={formatKurus(invoice.taxKurus)} />
              <Row label="Genel toplam" value={formatKurus(invoice.totalKurus)} strong />
            </dl>
          </section>
          <InvoicePayments invoice={invoice} />
          {invoice.description && <p className="text-slate-700 dark:text-slate-300">{invoice.description}</p>}
          <InvoiceRowActions invoice={invoice} {...handlers} />
          <p className="text-xs text-slate-600 dark:text-slate-400">{INFORMATIONAL_NOTICE}</p>
        </div>
      )}
    </SideDrawer>
  )
}
