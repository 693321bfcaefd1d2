// /admin/packages: package management on the admin UI kit (docs/rules/packages.md). Four stat cards, the
// customer-view preview of the active packages, a server-side search with status and offer chips, the
// table with sort and pages kept in the URL, create and edit dialogs, copy, the active switch and
// delete with confirmation (a package customers are on is refused by the server, with its reason).
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useState } from 'react'
import type { Package } from '../../../api/packages/package.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { packageColumns } from './package-columns'
import { PackageFormDialog } from './package-form-dialog'
import { PackagePreview } from './package-preview'
import { PackageStatCards } from './package-stats'
import { PACKAGES_DEFAULTS, type PackagesSearch } from './packages-search'
import { PACKAGES_TOOLBAR } from './packages-toolbar'
import { usePackageActions } from './use-package-actions'
import { usePackagesList } from './use-packages-list'
import { totalText } from '../../components/data-table/list-total'

type Editing = { pkg: Package | null } | null

export function PackagesPage({
  search,
  onSearchChange,
}: {
  search: PackagesSearch
  onSearchChange: (next: PackagesSearch) => void
}) {
  useDocumentTitle('Paket yönetimi')
  const list = usePackagesList(search)
  const { state } = list
  const actions = usePackageActions()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Package | null>(null)

  const change = useListChange(search, onSearchChange, PACKAGES_DEFAULTS)
  const filtered = Boolean(state.q || state.filters.status || state.filters.offer)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Paket Yönetimi"
        description={'Müşterilere sunulan paketleri, fiyatlarını ve özelliklerini yönetin.'}
      >
        <button type="button" className={primaryButtonClass} onClick={() => setEditing({ pkg: null })}>
          Yeni Paket
        </button>
      </AdminPageHeader>
      <PackageStatCards stats={list.stats} />
      <PackagePreview packages={list.active} />
      <ListToolbar config={PACKAGES_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<Package>
        label="Paketler listesi"
        columns={packageColumns({
          busyId: actions.busyId,
          onEdit: (pkg) => setEditing({ pkg }),
          onCopy: actions.onCopy,
          onToggleActive: actions.onToggleActive,
          onDelete: setDeleting,
        })}
        page={list.page}
        view={state}
        {...tableNavigation(change, PACKAGES_DEFAULTS.sort)}
        getRowId={(pkg) => pkg.id}
        rowLabel={(pkg) => pkg.name}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Paketler yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan paket yok.' : 'Henüz paket yok.'}
        summary={`${totalText(list.page)} paket bulundu`}
      />
      <PackageFormDialog
        open={editing !== null}
        pkg={editing?.pkg ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Paket silinsin mi?"
        confirmLabel="Paketi Sil"
        phrase={deleting?.name}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> kalıcı olarak silinecek. Müşterisi olan bir paket silinemez; onu
          pasif yapabilirsiniz. Bu işlem geri alınamaz.
        </p>
      </ConfirmDialog>
    </div>
  )
}
