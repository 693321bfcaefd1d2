// A request's details (`?open=<id>`): who asked, what and why, the current values against the requested
// ones, and for a pending request the decision: approve with optional notes, reject with a reason.
import { useId } from 'react'
import type { FormEvent } from 'react'
import type { ApprovalRecord } from '../../../api/approvals/approval.shared'
import { approvalLabel } from '../../../api/approvals/approval-messages.shared'
import { ApprovalDiff } from '../../components/approval-diff'
import { primaryButtonClass } from '../../components/buttons'
import { FormField } from '../../components/form-field'
import { errorTextClass, inputClass, smallButtonClass } from '../../components/form-styles'
import { ModalDialog } from '../../components/modal-dialog'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { approvalStatusLabel } from '../../lib/status-labels'
import { useApprovalDecision } from './use-approval-decision'

const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400'

export function ApprovalDetailDialog({
  approval,
  onClose,
}: {
  approval: ApprovalRecord | null
  onClose: () => void
}) {
  const decision = useApprovalDecision(approval, onClose)
  const errorId = useId()
  const close = () => {
    decision.start(null)
    onClose()
  }
  const pending = approval?.status === 'pending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void decision.submit()
  }

  return (
    <ModalDialog
      open={approval !== null}
      onClose={close}
      width="wide"
      title={approval ? `${approvalLabel(approval)} talebi` : ''}
      description={
        approval && (
          <>
            <StatusBadge status={approvalStatusLabel(approval.status)} />
            <span>
              {approval.userName} ({approval.userEmail}) · {formatDate(approval.createdAt)}
            </span>
          </>
        )
      }
    >
      {approval && (
        <div className="space-y-5">
          <section aria-labelledby={`${errorId}-diff`}>
            <h3 id={`${errorId}-diff`} className="mb-2 font-semibold text-slate-900 dark:text-white">
              Değişiklik
            </h3>
            <ApprovalDiff current={approval.currentData} requested={approval.requestedData} />
          </section>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <Detail label="Müşterinin açıklaması" value={approval.reason} />
            {!pending && <Detail label="Karar veren" value={approval.reviewedBy} />}
            {!pending && <Detail label="Karar tarihi" value={formatDate(approval.reviewedAt)} />}
            {!pending && <Detail label="Yönetici notu" value={approval.adminNotes} />}
          </dl>
          {pending && decision.mode === null && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              <button type="button" className={smallButtonClass} onClick={() => decision.start('reject')}>
                Reddet
              </button>
              <button type="button" className={primaryButtonClass} onClick={() => decision.start('approve')}>
                Onayla
              </button>
            </div>
          )}
          {pending && decision.mode !== null && (
            <form
              onSubmit={submit}
              noValidate
              aria-busy={decision.sending}
              aria-describedby={decision.error ? errorId : undefined}
              className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
            >
              <FormField
                label={decision.mode === 'approve' ? 'Onay notu (isteğe bağlı)' : 'Red nedeni'}
                description={
                  decision.mode === 'approve'
                    ? 'Değişiklik onaylandığı anda uygulanır; müşteriye bildirim ve e-posta gider.'
                    : 'Müşteriye bildirim ve e-postayla iletilir.'
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={inputClass}
                    rows={3}
                    maxLength={1000}
                    required={decision.mode === 'reject'}
                    value={decision.text}
                    onChange={(event) => decision.setText(event.target.value)}
                  />
                )}
              </FormField>
              {decision.error && (
                <p id={errorId} role="alert" className={errorTextClass}>
                  {decision.error}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className={smallButtonClass} onClick={() => decision.start(null)}>
                  Vazgeç
                </button>
                <button
                  type="submit"
                  disabled={decision.sending}
                  className={decision.mode === 'approve' ? primaryButtonClass : dangerButtonClass}
                >
                  {decision.sending
                    ? 'Gönderiliyor…'
                    : decision.mode === 'approve'
                      ? 'Onayla ve uygula'
                      : 'Talebi reddet'}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </ModalDialog>
  )
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="whitespace-pre-wrap text-slate-900 dark:text-white">{value || '—'}</dd>
    </div>
  )
}
