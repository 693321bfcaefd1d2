// One request as a card (phones): the table's fields and the same action.
import type { ApprovalRecord } from '../../../api/approvals/approval.shared'
import { approvalLabel } from '../../../api/approvals/approval-messages.shared'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { approvalStatusLabel } from '../../lib/status-labels'
import { decisionText } from './approval-columns'

export function ApprovalCard({ approval, onOpen }: { approval: ApprovalRecord; onOpen: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
            {approval.userName}
          </h2>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">{approval.userEmail}</p>
        </div>
        <StatusBadge status={approvalStatusLabel(approval.status)} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Talep türü</dt>
          <dd className="text-slate-900 dark:text-white">{approvalLabel(approval)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Talep tarihi</dt>
          <dd className="text-slate-900 dark:text-white">{formatDate(approval.createdAt)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">Karar</dt>
          <dd className="text-slate-900 dark:text-white">{decisionText(approval)}</dd>
        </div>
      </dl>
      <div className="flex justify-end border-t border-slate-100 pt-3 dark:border-slate-800">
        <button
          type="button"
          className={smallButtonClass}
          onClick={onOpen}
          aria-label={`İncele: ${approval.userName}, ${approvalLabel(approval)}`}
        >
          İncele
        </button>
      </div>
    </li>
  )
}
