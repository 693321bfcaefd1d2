// The table's columns: package, price, subscribers, status (Aktif/Pasif), last update, actions. Sortable
// columns are the server's sort fields (packages-search.ts).
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { Package } from '../../../api/packages/package.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../lib/money'
import { formatCount } from './package-labels'

export interface PackageActionHandlers {
  busyId: string | null
  onEdit: (pkg: Package) => void
  onCopy: (pkg: Package) => void
  onToggleActive: (pkg: Package) => void
  onDelete: (pkg: Package) => void
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-disabled:opacity-50 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700'

function PackageActionsMenu({ pkg, ...handlers }: { pkg: Package } & PackageActionHandlers) {
  const busy = handlers.busyId === pkg.id
  const actions = [
    { label: 'Düzenle', run: handlers.onEdit, danger: false },
    { label: 'Kopyala', run: handlers.onCopy, danger: false },
    { label: pkg.isActive ? 'Pasif yap' : 'Aktif yap', run: handlers.onToggleActive, danger: false },
    { label: 'Sil', run: handlers.onDelete, danger: true },
  ]
  return (
    <Menu>
      <MenuButton className={`${smallButtonClass} h-8 px-3`} aria-label={`İşlemler: ${pkg.name}`}>
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:6px] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={busy && action.label !== 'Düzenle'}>
            <button
              type="button"
              className={`${itemClass} ${action.danger ? 'text-red-700 dark:text-red-300' : ''}`}
              onClick={() => action.run(pkg)}
            >
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}

export function packageColumns(handlers: PackageActionHandlers): DataColumn<Package>[] {
  return [
    {
      id: 'name',
      header: 'Paket',
      sortable: true,
      cell: (pkg) => (
        <div className="min-w-40">
          <p className="font-semibold text-slate-900 dark:text-white">
            {pkg.name}
            {pkg.isPopular && (
              <span className="ml-2 text-xs font-semibold text-blue-800 dark:text-blue-300">Popüler</span>
            )}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {pkg.showOnDashboard ? 'Müşteri planlarında' : 'Yönetilen paket'}
          </p>
        </div>
      ),
    },
    {
      id: 'price',
      header: 'Fiyat',
      sortable: true,
      cell: (pkg) =>
        `${formatMoney(pkg.price, pkg.currency)}/ay · ${formatMoney(pkg.yearlyPrice, pkg.currency)}/yıl`,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'subscribers',
      header: 'Abone',
      cell: (pkg) => formatCount(pkg.subscriberCount),
      className: 'text-right tabular-nums',
    },
    {
      id: 'status',
      header: 'Durum',
      cell: (pkg) => (
        <StatusBadge
          status={pkg.isActive ? { label: 'Aktif', tone: 'green' } : { label: 'Pasif', tone: 'slate' }}
        />
      ),
    },
    {
      id: 'updatedAt',
      header: 'Son güncelleme',
      sortable: true,
      sortDescFirst: true,
      cell: (pkg) => formatDate(pkg.updatedAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (pkg) => <PackageActionsMenu pkg={pkg} {...handlers} />,
    },
  ]
}
