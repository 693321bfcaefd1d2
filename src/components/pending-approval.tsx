// A customer's pending approval request where the change was asked for (Profil, the edit screen, Ödeme):
// 'Onay bekliyor', what was asked, and 'Geri çek' (docs/rules/approvals.md#withdrawing).
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { ApprovalRecord } from '../../api/approvals/approval.shared'
import { offlineMessages } from '../../api/lib/api-source.shared'
import { approvalMessages } from '../../api/approvals/approval-messages.shared'
import { ApiError } from '../lib/api-client'
import { withdrawApproval } from '../lib/data/approvals'
import { notify } from '../lib/toast'
import { smallButtonClass } from './form-styles'
import { StatusBadge } from './status-badge'

export const WITHDRAW_FAILED = 'Talep geri çekilirken bir hata oluştu.'

export async function withdrawWithToast(approval: ApprovalRecord): Promise<void> {
  try {
    const outcome = await withdrawApproval(approval.id)
    if (outcome.kind === 'queued') notify.info(offlineMessages.queued)
    else notify.success(outcome.message ?? approvalMessages.withdrawn)
  } catch (error) {
    notify.error(
      error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : WITHDRAW_FAILED,
    )
  }
}

export function WithdrawButton({ approval, label }: { approval: ApprovalRecord; label?: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={busy}
      aria-label={label}
      onClick={() => {
        setBusy(true)
        void withdrawWithToast(approval).finally(() => setBusy(false))
      }}
    >
      {busy ? 'Geri çekiliyor…' : 'Geri çek'}
    </button>
  )
}

export function PendingApproval({ approval, children }: { approval: ApprovalRecord; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <StatusBadge status={{ label: 'Onay bekliyor', tone: 'amber' }} />
        <span className="min-w-0 break-words">{children}</span>
      </div>
      <WithdrawButton approval={approval} />
    </div>
  )
}
