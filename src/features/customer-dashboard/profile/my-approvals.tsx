// Onay taleplerim: every request the customer made, newest first, with its status, what was asked, the
// admin's notes (or the reason for a rejection) and 'Geri çek' on a pending one.
import { useId } from 'react'
import type { ApprovalRecord } from '../../../../api/approvals/approval.shared'
import { approvalLabel } from '../../../../api/approvals/approval-messages.shared'
import { approvalChangeText } from '../../../components/approval-diff'
import { cardClass } from '../../../components/form-styles'
import { WithdrawButton } from '../../../components/pending-approval'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import { approvalStatusLabel } from '../../../lib/status-labels'

export function MyApprovals({
  approvals,
  error,
}: {
  approvals: readonly ApprovalRecord[] | undefined
  error: string | null
}) {
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Onay taleplerim
      </h2>
      {approvals === undefined ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{error ?? 'Yükleniyor…'}</p>
      ) : approvals.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Henüz onay talebiniz yok.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {approvals.map((approval) => (
            <li key={approval.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {approvalLabel(approval)}
                  </span>
                  <StatusBadge status={approvalStatusLabel(approval.status)} />
                  <span className="text-slate-600 dark:text-slate-400">{formatDate(approval.createdAt)}</span>
                </p>
                <p className="break-words text-slate-700 dark:text-slate-300">
                  {approvalChangeText(approval)}
                </p>
                {approval.adminNotes && (
                  <p className="text-slate-700 dark:text-slate-300">
                    <span className="font-medium">
                      {approval.status === 'rejected' ? 'Red nedeni' : 'Yönetici notu'}:
                    </span>{' '}
                    {approval.adminNotes}
                  </p>
                )}
              </div>
              {approval.status === 'pending' && (
                <WithdrawButton approval={approval} label={`Geri çek: ${approvalLabel(approval)}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
