// The table's columns (the cards show the same fields on small screens). Sortable columns are the
// server's sort fields (approvals-search.ts).
import type { ApprovalRecord } from '../../../api/approvals/approval.shared'
import { approvalLabel } from '../../../api/approvals/approval-messages.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { approvalStatusLabel } from '../../lib/status-labels'

/** Who decided and when ('—' while pending or withdrawn). */
export const decisionText = (approval: ApprovalRecord) =>
  approval.reviewedAt ? `${approval.reviewedBy ?? 'Admin'}, ${formatDate(approval.reviewedAt)}` : '—'

export function approvalColumns(onOpen: (approval: ApprovalRecord) => void): DataColumn<ApprovalRecord>[] {
  return [
    {
      id: 'userName',
      header: 'Müşteri',
      sortable: true,
      cell: (approval) => (
        <div className="min-w-40">
          <p className="font-semibold text-slate-900 dark:text-white">{approval.userName}</p>
          <p className="text-slate-600 dark:text-slate-400">{approval.userEmail}</p>
        </div>
      ),
    },
    {
      id: 'type',
      header: 'Talep türü',
      sortable: true,
      cell: (approval) => approvalLabel(approval),
    },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (approval) => <StatusBadge status={approvalStatusLabel(approval.status)} />,
    },
    {
      id: 'createdAt',
      header: 'Talep tarihi',
      sortable: true,
      sortDescFirst: true,
      cell: (approval) => formatDate(approval.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'reviewedAt',
      header: 'Karar',
      sortable: true,
      sortDescFirst: true,
      cell: decisionText,
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (approval) => (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => onOpen(approval)}
          aria-label={`İncele: ${approval.userName}, ${approvalLabel(approval)}`}
        >
          İncele
        </button>
      ),
    },
  ]
}
