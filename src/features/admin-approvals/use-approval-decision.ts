// The detail dialog's decisions: approve (optional notes) and reject (a reason, required here as on the
// server). Failures are toasted with the screen's message and the server's reason when it gave one.
import { useState } from 'react'
import type { ApprovalRecord } from '../../../api/approvals/approval.shared'
import { approvalMessages } from '../../../api/approvals/approval-messages.shared'
import { ApiError } from '../../lib/api-client'
import { approveApproval, rejectApproval } from '../../lib/data/approvals'
import { notify } from '../../lib/toast'

export type DecisionMode = 'approve' | 'reject'

/** 'Talep onaylanırken bir hata oluştu.', and why when the server said (a domain taken since, …). */
export function decisionFailure(mode: DecisionMode, error: unknown): string {
  const base = mode === 'approve' ? approvalMessages.approveFailed : approvalMessages.rejectFailed
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? `${base} ${error.message}`
    : base
}

const QUEUED = 'Bağlantı yok: karar sunucuya ulaşınca uygulanacak.'

export function useApprovalDecision(approval: ApprovalRecord | null, onDone: () => void) {
  const [mode, setMode] = useState<DecisionMode | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const start = (next: DecisionMode | null) => {
    setMode(next)
    setText('')
    setError(null)
  }

  async function submit() {
    if (!approval || !mode) return
    if (mode === 'reject' && !text.trim()) {
      setError(approvalMessages.rejectReasonRequired)
      return
    }
    setSending(true)
    setError(null)
    try {
      const outcome = await (mode === 'approve' ? approveApproval : rejectApproval)(approval.id, text)
      if (outcome.kind === 'queued') notify.info(QUEUED)
      else
        notify.success(
          outcome.message ?? (mode === 'approve' ? approvalMessages.approved : approvalMessages.rejected),
        )
      start(null)
      onDone()
    } catch (caught) {
      const message = decisionFailure(mode, caught)
      setError(message)
      notify.error(message)
    } finally {
      setSending(false)
    }
  }

  return { mode, start, text, setText, error, sending, submit }
}
