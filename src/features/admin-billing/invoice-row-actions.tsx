// An invoice's actions, the same everywhere: edit, record a payment, the status moves, the PDF and
// delete — a menu in the table's last column, buttons in the drawer.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { Invoice, InvoiceStatus } from '../../../api/invoices/invoice.shared'
import { smallButtonClass } from '../../components/form-styles'

export interface InvoiceActionHandlers {
  busyId: string | null
  onEdit: (invoice: Invoice) => void
  onPay: (invoice: Invoice) => void
  onSetStatus: (invoice: Invoice, status: InvoiceStatus) => void
  onDownload: (invoice: Invoice) => void
  onDelete: (invoice: Invoice) => void
}

const STATUS_ACTIONS: readonly { status: InvoiceStatus; label: string }[] = [
  { status: 'paid', label: 'Ödendi olarak işaretle' },
  { status: 'overdue', label: 'Gecikmiş olarak işaretle' },
  { status: 'pending', label: 'Bekliyor olarak işaretle' },
  { status: 'cancelled', label: 'İptal et' },
]

type InvoiceAction = { label: string; danger?: boolean; onSelect: () => void }

function actionsOf(invoice: Invoice, handlers: InvoiceActionHandlers): InvoiceAction[] {
  const open = invoice.status !== 'paid' && invoice.status !== 'cancelled'
  return [
    { label: 'PDF indir', onSelect: () => handlers.onDownload(invoice) },
    { label: 'Düzenle', onSelect: () => handlers.onEdit(invoice) },
    ...(open ? [{ label: 'Ödeme kaydet', onSelect: () => handlers.onPay(invoice) }] : []),
    ...STATUS_ACTIONS.filter((a) => a.status !== invoice.status).map((a) => ({
      label: a.label,
      onSelect: () => handlers.onSetStatus(invoice, a.status),
    })),
    { label: 'Sil', danger: true, onSelect: () => handlers.onDelete(invoice) },
  ]
}

const linkButtonClass =
  'text-sm font-semibold text-blue-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-blue-300'

/** The actions as buttons (the drawer); each named with the invoice ("Sil: INV-2026-0001"). */
export function InvoiceRowActions(props: { invoice: Invoice } & InvoiceActionHandlers) {
  const { invoice, busyId } = props
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {actionsOf(invoice, props).map((action) => (
        <button
          key={action.label}
          type="button"
          disabled={busyId === invoice.id}
          className={`${linkButtonClass} ${action.danger ? 'text-red-700 dark:text-red-300' : ''}`}
          aria-label={`${action.label}: ${invoice.number}`}
          onClick={action.onSelect}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-disabled:opacity-50 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700'

/** The actions behind one button (the table's last column). */
export function InvoiceActionsMenu(props: { invoice: Invoice } & InvoiceActionHandlers) {
  const { invoice, busyId } = props
  return (
    <Menu>
      <MenuButton className={`${smallButtonClass} h-8 px-3`} aria-label={`İşlemler: ${invoice.number}`}>
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:6px] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        {actionsOf(invoice, props).map((action) => (
          <MenuItem key={action.label} disabled={busyId === invoice.id}>
            <button
              type="button"
              onClick={action.onSelect}
              className={`${itemClass} ${action.danger ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
