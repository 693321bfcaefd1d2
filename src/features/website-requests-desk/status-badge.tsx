import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { statusLabel } from './request-labels'

const TONES: Readonly<Record<WebsiteRequestStatus, string>> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  'in-progress': 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
}

export function StatusBadge({ status }: { status: WebsiteRequestStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {statusLabel(status)}
    </span>
  )
}
