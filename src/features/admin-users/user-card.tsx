// A customer as a card (small screens): the table's fields and the same actions.
import type { User } from '../../../api/users/user.shared'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { PlanSelect, UserRowActions, type UserRowHandlers } from './user-columns'
import { ROLE_LABELS, USER_STATUS_LABELS } from './user-labels'

export function UserCard({ user, handlers }: { user: User; handlers: UserRowHandlers }) {
  return (
    <article
      aria-label={user.name}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <button
            type="button"
            className="text-left font-semibold text-blue-800 dark:text-blue-300"
            onClick={() => handlers.onOpen(user)}
          >
            {user.name}
          </button>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
        <StatusBadge status={USER_STATUS_LABELS[user.status]} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {ROLE_LABELS[user.role]} · Kayıt {formatDate(user.createdAt)}
      </p>
      <PlanSelect user={user} busy={handlers.busyId === user.id} onPlan={handlers.onPlan} />
      <UserRowActions user={user} handlers={handlers} />
    </article>
  )
}
