// Ad / e-posta değişikliği: the new name and/or address go to an admin as a profile_update request. A
// new address is proven first: a 6-digit code is sent to it and typed here (docs/rules/approvals.md).
import { useState } from 'react'
import type { FormEvent } from 'react'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { approvalMessages } from '../../../../api/approvals/approval-messages.shared'
import { verificationMessages } from '../../../../api/auth/auth-messages.shared'
import { DialogForm } from '../../../components/dialog-form'
import { ApprovalReasonField } from '../../../components/approval-reason-field'
import { FormField } from '../../../components/form-field'
import { inputClass, smallButtonClass } from '../../../components/form-styles'
import { ONE_TIME_CODE_LENGTH, oneTimeCodeProps } from '../../../components/one-time-code'
import { createApproval, sendEmailChangeCode } from '../../../lib/data/approvals'
import { notify } from '../../../lib/toast'
import { approvalErrorMessage } from './approval-error'

const CODE_FORMAT = verificationMessages.codeFormat

export function ProfileChangeDialog({
  open,
  user,
  onClose,
}: {
  open: boolean
  user: { name: string; email: string }
  onClose: () => void
}) {
  return <ProfileChangeForm open={open} user={user} onClose={onClose} key={open ? 'open' : 'closed'} />
}

function ProfileChangeForm({
  open,
  user,
  onClose,
}: {
  open: boolean
  user: { name: string; email: string }
  onClose: () => void
}) {
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email)
  const [reason, setReason] = useState('')
  const [code, setCode] = useState('')
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const newEmail = email.trim().toLowerCase() !== user.email.toLowerCase() ? email.trim() : null
  const codeReady = newEmail !== null && codeSentTo === newEmail

  async function sendCode() {
    if (!newEmail) return
    setSending(true)
    setError(null)
    try {
      const outcome = await sendEmailChangeCode(newEmail)
      if (outcome.kind === 'queued') {
        setError(offlineMessages.queued)
        return
      }
      setCodeSentTo(newEmail)
      notify.success(outcome.value.message)
    } catch (caught) {
      setError(approvalErrorMessage(caught))
    } finally {
      setSending(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const requestedData: Record<string, string> = {}
    if (name.trim() !== user.name) requestedData.name = name.trim()
    if (newEmail) requestedData.email = newEmail
    if (Object.keys(requestedData).length === 0) return setError(approvalMessages.nothingChanged)
    if (newEmail && !codeReady) return setError(approvalMessages.emailCodeRequired)
    if (newEmail && code.length !== ONE_TIME_CODE_LENGTH) return setError(CODE_FORMAT)
    setSending(true)
    setError(null)
    try {
      const outcome = await createApproval({
        type: 'profile_update',
        requestedData,
        reason: reason.trim() || null,
        ...(newEmail ? { emailCode: code } : {}),
      })
      notify.success(
        outcome.kind === 'queued' ? offlineMessages.queued : (outcome.message ?? approvalMessages.created),
      )
      onClose()
    } catch (caught) {
      setError(approvalErrorMessage(caught))
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open={open}
      title="Ad veya e-posta değişikliği"
      description="Değişiklik, yönetici onayından sonra hesabınıza uygulanır."
      submitLabel="Talebi gönder"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      error={error}
      sending={sending}
    >
      <FormField label="Ad Soyad">
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={name}
            maxLength={120}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="E-posta"
        description={newEmail ? 'Yeni adresinize bir doğrulama kodu göndereceğiz.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            className={inputClass}
            value={email}
            maxLength={254}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      {newEmail && (
        <div className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <button
            type="button"
            className={smallButtonClass}
            disabled={sending}
            onClick={() => void sendCode()}
          >
            {codeReady ? 'Kodu yeniden gönder' : 'Doğrulama kodu gönder'}
          </button>
          {codeReady && (
            <FormField
              label="Doğrulama kodu"
              description={`${newEmail} adresine gönderilen 6 haneli kod (15 dakika geçerli).`}
            >
              {(control) => (
                <input {...control} {...oneTimeCodeProps(code, setCode)} className={inputClass} />
              )}
            </FormField>
          )}
        </div>
      )}
      <ApprovalReasonField value={reason} onChange={setReason} />
    </DialogForm>
  )
}
