// The two questions of use-status-questions.ts: the rejection's reason (checked here as on the server,
// rejection-reason.shared.ts) and the confirmation of a move back to pending.
import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
  rejectionReasonProblem,
} from '../../../api/website-requests/rejection-reason.shared'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import type { StatusQuestion } from './use-status-questions'

/** “Atlas Yapı” or “3 talep”: what the question is about. */
function subjectOf(question: StatusQuestion): string {
  const [first] = question.requests
  return question.bulk || !first ? `${question.requests.length} talep` : `“${first.websiteName}”`
}

export function StatusQuestionDialogs({
  question,
  onAnswer,
  onCancel,
}: {
  question: StatusQuestion | null
  onAnswer: (reason?: string) => void
  onCancel: () => void
}) {
  return (
    <>
      <RejectionReasonDialog
        question={question?.to === 'rejected' ? question : null}
        onAnswer={onAnswer}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={question?.to === 'pending'}
        title={question ? `${subjectOf(question)} yeniden incelemeye alınsın mı?` : ''}
        confirmLabel="Yeniden İncele"
        onClose={onCancel}
        onConfirm={() => onAnswer()}
      >
        Talep &quot;Beklemede&quot; durumuna döner ve red nedeni kaldırılır; müşteriye bildirim ve e-posta
        gider.
      </ConfirmDialog>
    </>
  )
}

function RejectionReasonDialog({
  question,
  onAnswer,
  onCancel,
}: {
  question: StatusQuestion | null
  onAnswer: (reason: string) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setReason('')
    setError(null)
    onCancel()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = rejectionReasonProblem(reason)
    setError(problem)
    if (problem) return
    const text = reason.trim()
    setReason('')
    onAnswer(text)
  }
  return (
    <DialogForm
      open={question !== null}
      title={question ? `${subjectOf(question)} reddedilsin mi?` : ''}
      submitLabel="Talebi reddet"
      onSubmit={submit}
      onClose={close}
      error={error}
      sending={false}
    >
      <FormField
        label="Red nedeni"
        description={`Müşteri bu metni talebinde, bildiriminde ve e-postasında okur. En az ${REJECTION_REASON_MIN} karakter.`}
      >
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </DialogForm>
  )
}
