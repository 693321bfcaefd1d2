// Hesabımı sil: the request (account_deletion) needs the password re-entered; an account without one
// (Google sign-in) types the confirmation phrase instead. Nothing is deleted until an admin approves.
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApprovalRecord } from '../../../../api/approvals/approval.shared'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { ACCOUNT_DELETION_PHRASE, approvalMessages } from '../../../../api/approvals/approval-messages.shared'
import { ApprovalReasonField } from '../../../components/approval-reason-field'
import { FormField } from '../../../components/form-field'
import { cardClass, errorTextClass, hintClass, inputClass } from '../../../components/form-styles'
import { PasswordInput } from '../../../components/password-input'
import { PendingApproval } from '../../../components/pending-approval'
import { createApproval, pendingApproval } from '../../../lib/data/approvals'
import { notify } from '../../../lib/toast'
import { approvalErrorMessage } from './approval-error'

const dangerButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400'

export function AccountDeletionCard({ approvals }: { approvals: readonly ApprovalRecord[] | undefined }) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [phrase, setPhrase] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const pending = pendingApproval(approvals, 'account_deletion')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password && !phrase.trim()) return setError(approvalMessages.passwordRequired)
    setSending(true)
    setError(null)
    try {
      const outcome = await createApproval({
        type: 'account_deletion',
        ...(password ? { password } : {}),
        ...(phrase.trim() ? { confirmation: phrase } : {}),
        reason: reason.trim() || null,
      })
      notify.success(
        outcome.kind === 'queued' ? offlineMessages.queued : (outcome.message ?? approvalMessages.created),
      )
      setPassword('')
      setPhrase('')
      setReason('')
    } catch (caught) {
      setError(approvalErrorMessage(caught))
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${cardClass} space-y-3 border-red-200 dark:border-red-900/60`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Hesabımı sil
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Onaylandığında hesabınız, websiteleriniz, talepleriniz ve yüklediğiniz dosyalar kalıcı olarak silinir.
      </p>
      {pending ? (
        <PendingApproval approval={pending}>Hesap silme talebiniz yönetici onayı bekliyor.</PendingApproval>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-describedby={error ? `${id}-error` : undefined}
          className="space-y-3"
        >
          <PasswordInput
            label="Şifreniz"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <FormField
            label="Şifreniz yoksa onay ifadesi"
            description={`Google ile giriş yapıyor ve şifre belirlemediyseniz '${ACCOUNT_DELETION_PHRASE}' yazın.`}
          >
            {(control) => (
              <input
                {...control}
                className={inputClass}
                value={phrase}
                maxLength={60}
                autoComplete="off"
                onChange={(e) => setPhrase(e.target.value)}
              />
            )}
          </FormField>
          <ApprovalReasonField
            label="Neden ayrılıyorsunuz? (isteğe bağlı)"
            value={reason}
            onChange={setReason}
          />
          <p className={hintClass}>Talebinizi yönetici onaylayana kadar geri çekebilirsiniz.</p>
          {error && (
            <p id={`${id}-error`} role="alert" className={errorTextClass}>
              {error}
            </p>
          )}
          <button type="submit" className={dangerButtonClass} disabled={sending}>
            {sending ? 'Gönderiliyor…' : 'Hesap silme talebi gönder'}
          </button>
        </form>
      )}
    </section>
  )
}
