// The customers table's columns. Sortable columns are the server's sort fields (users-search.ts); the
// plan is changed in the row, and the row's buttons edit, suspend or activate, and delete.
import type { User } from '../../../api/users/user.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { ROLE_LABELS, USER_STATUS_LABELS, planLabel, planOptions } from './user-labels'

const rowButton =
  'inline-flex h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'
const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white'

export interface UserRowHandlers {
  busyId: string | null
  selfId: string | null
  onOpen: (user: User) => void
  onEdit: (user: User) => void
  onPlan: (user: User, plan: string) => void
  onToggle: (user: User) => void
  onDelete: (user: User) => void
}

export function PlanSelect({
  user,
  busy,
  onPlan,
}: {
  user: User
  busy: boolean
  onPlan: UserRowHandlers['onPlan']
}) {
  return (
    <select
      aria-label={`Plan: ${user.name}`}
      className={selectClass}
      value={user.subscription}
      disabled={busy}
      onChange={(event) => onPlan(user, event.target.value)}
    >
      {planOptions(user.subscription).map((plan) => (
        <option key={plan} value={plan}>
          {planLabel(plan)}
        </option>
      ))}
    </select>
  )
}

export function UserRowActions({ user, handlers }: { user: User; handlers: UserRowHandlers }) {
  const busy = handlers.busyId === user.id
  const self = handlers.selfId === user.id
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={rowButton}
        onClick={() => handlers.onEdit(user)}
        aria-label={`Düzenle: ${user.name}`}
      >
        Düzenle
      </button>
      {!self && (
        <button
          type="button"
          className={rowButton}
          disabled={busy}
          onClick={() => handlers.onToggle(user)}
          aria-label={`${user.status === 'suspended' ? 'Etkinleştir' : 'Askıya al'}: ${user.name}`}
        >
          {user.status === 'suspended' ? 'Etkinleştir' : 'Askıya al'}
        </button>
      )}
      {user.role !== 'admin' && (
        <button
          type="button"
          className={`${rowButton} text-red-700 dark:text-red-300`}
          disabled={busy}
          onClick={() => handlers.onDelete(user)}
          aria-label={`Sil: ${user.name}`}
        >
          Sil
        </button>
      )}
    </div>
  )
}

export function userColumns(handlers: UserRowHandlers): DataColumn<User>[] {
  return [
    {
      id: 'name',
      header: 'Ad',
      sortable: true,
      cell: (user) => (
        <button
          type="button"
          className="text-left font-semibold text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
          onClick={() => handlers.onOpen(user)}
        >
          {user.name}
        </button>
      ),
    },
    { id: 'email', header: 'E-posta', sortable: true, cell: (user) => user.email, className: 'break-all' },
    {
      id: 'subscription',
      header: 'Plan',
      sortable: true,
      cell: (user) => <PlanSelect user={user} busy={handlers.busyId === user.id} onPlan={handlers.onPlan} />,
    },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (user) => <StatusBadge status={USER_STATUS_LABELS[user.status]} />,
    },
    { id: 'role', header: 'Rol', sortable: true, cell: (user) => ROLE_LABELS[user.role] },
    {
      id: 'createdAt',
      header: 'Kayıt',
      sortable: true,
      sortDescFirst: true,
      cell: (user) => formatDate(user.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'lastLoginAt',
      header: 'Son giriş',
      sortable: true,
      sortDescFirst: true,
      cell: (user) => formatDate(user.lastLoginAt) || '—',
      className: 'whitespace-nowrap',
    },
    { id: 'actions', header: 'İşlemler', cell: (user) => <UserRowActions user={user} handlers={handlers} /> },
  ]
}
