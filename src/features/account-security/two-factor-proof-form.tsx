// Proof before renewing the recovery codes or switching two-factor off: the password, or — for an
// account that signs in with Google only — a current code from the app.
import { useState } from 'react'
import type { FormEvent } from 'react'
import type { TwoFactorProofInput } from '../../../api/security/two-factor.shared'
import { PasswordInput } from '../../components/password-input'
import { smallButtonClass } from '../../components/form-styles'
import { failureMessage, securityText } from './account-security-text'
import { TotpCodeField } from './totp-code-field'

export function TwoFactorProofForm({
  label,
  lead,
  submitLabel,
  hasPassword,
  danger = false,
  onSubmit,
  onCancel,
}: {
  label: string
  lead: string
  submitLabel: string
  hasPassword: boolean
  danger?: boolean
  /** Throws to show the server's message. */
  onSubmit: (proof: TwoFactorProofInput) => Promise<void>
  onCancel: () => void
}) {
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await onSubmit(hasPassword ? { password } : { code })
    } catch (caught) {
      setError(failureMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  const submitClass = danger
    ? 'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400'
    : 'inline-flex h-10 items-center justify-center rounded-full bg-blue-700 px-5 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-50 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{lead}</p>
      {hasPassword ? (
        <PasswordInput
          label={securityText.passwordLabel}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          name="current-password"
          error={error}
        />
      ) : (
        <TotpCodeField value={code} onChange={setCode} error={error} />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={submitClass} disabled={busy}>
          {busy ? securityText.working : submitLabel}
        </button>
        <button type="button" className={smallButtonClass} onClick={onCancel} disabled={busy}>
          {securityText.cancel}
        </button>
      </div>
    </form>
  )
}
