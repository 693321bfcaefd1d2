// /admin/packages: package management on the admin UI kit (docs/rules/packages.md). Four stat cards, the
// customer-view preview of the active packages, a server-side search with status and offer chips, the
// table with sort and pages kept in the URL, create and edit dialogs, copy, the active switch and
// delete with confirmation (a package customers are on is refused by the server, with its reason).
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useCallback, useState } from 'react'
import type { Package } from '../../../api/schemas/package'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { DataTableSearch } from '../../components/data-table/data-table-search'
import { FilterChips } from '../../components/data-table/filter-chips'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { packageColumns } from './package-columns'
import { PackageFormDialog } from './package-form-dialog'
import { PackagePreview } from './package-preview'
import { PackageStatCards } from './package-stats'
import { PACKAGES_DEFAULTS, type PackagesSearch } from './packages-search'
import { usePackageActions } from './use-package-actions'
import { usePackagesList } from './use-packages-list'

const STATUS_CHIPS = [
  { value: 'active', label: 'Aktif' },
  { value: 'passive', label: 'Pasif' },
] as const
const OFFER_CHIPS = [
  { value: 'dashboard', label: 'Müşteri planları' },
  { value: 'managed', label: 'Yönetilen paketler' },
] as const

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
  const onSearch = useCallback((q: string) => change({ q }), [change])
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
      <div className="flex flex-col gap-3">
        <DataTableSearch
          value={state.q}
          onSearch={onSearch}
          label="Paket adı veya açıklaması ara"
          placeholder="Paket adı veya açıklaması ara…"
        />
        <div className="flex flex-col gap-2 xl:flex-row xl:gap-6">
          <FilterChips
            label="Duruma göre filtrele"
            options={STATUS_CHIPS}
            value={state.filters.status}
            onChange={(status) => change({ status })}
          />
          <FilterChips
            label="Sunulduğu yere göre filtrele"
            allLabel="Tüm paketler"
            options={OFFER_CHIPS}
            value={state.filters.offer}
            onChange={(offer) => change({ offer })}
          />
        </div>
      </div>
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
        summary={`${list.page?.total ?? 0} paket bulundu`}
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
