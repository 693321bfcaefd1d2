// /admin/billing: invoice management on the admin UI kit (docs/rules/invoices-and-plans.md#the-billing-screen).
// Stat cards, a server-side search (number or customer), status chips, the table with sort and pages
// kept in the URL, create and edit dialogs, status moves, record a payment, PDF, delete with
// confirmation, and a details drawer (`?open=<id>`, the header's search opens an invoice this way).
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useState } from 'react'
import type { Invoice } from '../../../api/invoices/invoice.shared'
import { INFORMATIONAL_NOTICE } from '../../../api/invoices/invoice-labels.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { drawerRecord } from '../../components/data-table/drawer-record'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { useAdminInvoice } from '../../lib/data/invoices'
import { BILLING_DEFAULTS, type BillingSearch } from './billing-search'
import { BILLING_TOOLBAR } from './billing-toolbar'
import { invoiceColumns } from './invoice-columns'
import { InvoiceDrawer } from './invoice-drawer'
import { InvoiceFormDialog } from './invoice-form-dialog'
import { InvoiceStatCards } from './invoice-stats'
import { PaymentDialog } from './payment-dialog'
import { useBillingList } from './use-billing-list'
import { useInvoiceActions } from './use-invoice-actions'
import { totalText } from '../../components/data-table/list-total'

type Editing = { invoice: Invoice | null } | null

export function BillingPage({
  search,
  onSearchChange,
}: {
  search: BillingSearch
  onSearchChange: (next: BillingSearch) => void
}) {
  useDocumentTitle('Fatura yönetimi')
  const list = useBillingList(search)
  const { state } = list
  const actions = useInvoiceActions()
  const [editing, setEditing] = useState<Editing>(null)
  const [paying, setPaying] = useState<Invoice | null>(null)
  const [deleting, setDeleting] = useState<Invoice | null>(null)

  const change = useListChange(search, onSearchChange, BILLING_DEFAULTS)
  const setOpen = (open: string | undefined) => change({ open })
  const byId = useAdminInvoice(search.open ?? null)
  const opened = search.open
    ? drawerRecord(
        byId,
        list.page?.items.find((invoice) => invoice.id === search.open),
      )
    : null
  const handlers = {
    busyId: actions.busyId,
    onEdit: (invoice: Invoice) => setEditing({ invoice }),
    onPay: (invoice: Invoice) => setPaying(invoice),
    onSetStatus: actions.onSetStatus,
    onDownload: actions.onDownload,
    onDelete: (invoice: Invoice) => setDeleting(invoice),
  }
  const filtered = Boolean(state.q || state.filters.status)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Fatura Yönetimi"
        description={<>Fatura düzenleyin, ödemeleri kaydedin, durumları değiştirin. {INFORMATIONAL_NOTICE}</>}
      >
        <button type="button" className={primaryButtonClass} onClick={() => setEditing({ invoice: null })}>
          Yeni Fatura
        </button>
      </AdminPageHeader>
      <InvoiceStatCards stats={list.stats} />
      <ListToolbar config={BILLING_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<Invoice>
        label="Faturalar listesi"
        columns={invoiceColumns({ ...handlers, onOpen: (invoice) => setOpen(invoice.id) })}
        page={list.page}
        view={state}
        {...tableNavigation(change, BILLING_DEFAULTS.sort)}
        getRowId={(invoice) => invoice.id}
        rowLabel={(invoice) => invoice.number}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Faturalar yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan fatura yok.' : 'Henüz fatura yok.'}
        summary={`${totalText(list.page)} fatura bulundu`}
      />
      <InvoiceDrawer invoice={opened} onClose={() => setOpen(undefined)} {...handlers} />
      <InvoiceFormDialog
        open={editing !== null}
        invoice={editing?.invoice ?? null}
        onClose={() => setEditing(null)}
      />
      <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Fatura silinsin mi?"
        confirmLabel="Faturayı Sil"
        phrase={deleting?.number}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          if (deleting?.id === search.open) setOpen(undefined)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.number}</strong> ({deleting?.customerEmail}) kalıcı olarak silinecek. Yalnızca
          serinin en son faturası silinebilir; diğerleri için durumu “İptal” yapın.
        </p>
      </ConfirmDialog>
    </div>
  )
}
