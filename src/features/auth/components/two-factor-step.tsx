// The sign-in's second step for a user with two-factor on: the six-digit code from the authenticator
// app (one-time-code autofill), or — with "Kurtarma kodu kullan" — one of the recovery codes.
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { inputClass, labelClass } from '../../../components/form-styles'
import { ApiError } from '../../../lib/api-client'
import type { SessionAnswer } from '../api/auth-api'
import { completeTwoFactor } from '../api/auth-api'
import { authText } from '../auth-messages'
import { FormMessage, linkClass } from './auth-card'
import { oneTimeCodeProps } from '../../../components/one-time-code'
import { SubmitButton } from './submit-button'

export const twoFactorStepText = {
  lead: 'Hesabınızda iki adımlı doğrulama açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  recoveryLead: 'Doğrulama uygulamanıza erişemiyorsanız kurtarma kodlarınızdan birini girin.',
  codeLabel: 'Doğrulama kodu',
  recoveryLabel: 'Kurtarma kodu',
  useRecovery: 'Kurtarma kodu kullan',
  submit: 'Doğrula',
  busy: 'Doğrulanıyor…',
  codeMissing: 'Lütfen 6 haneli doğrulama kodunu girin',
  recoveryMissing: 'Lütfen kurtarma kodunuzu girin',
  failed: 'Doğrulama başarısız',
  back: 'Başka bir hesapla giriş yap',
} as const

export function TwoFactorStep({
  email,
  challenge,
  onSignedIn,
  onCancel,
}: {
  email: string | null
  challenge: string
  onSignedIn: (answer: SessionAnswer) => void
  onCancel: () => void
}) {
  const id = useId()
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function switchMode() {
    setRecovery(!recovery)
    setValue('')
    setError(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = value.trim()
    if (recovery ? typed === '' : typed.length !== 6) {
      setError(recovery ? twoFactorStepText.recoveryMissing : twoFactorStepText.codeMissing)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const proof = recovery ? { recoveryCode: typed } : { code: typed }
      onSignedIn(await completeTwoFactor(email, challenge, proof, twoFactorStepText.failed))
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(authText.connection, 0)
      setError(failure.isNetworkError ? authText.connection : failure.message)
      setValue('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="İki adımlı doğrulama">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {recovery ? twoFactorStepText.recoveryLead : twoFactorStepText.lead}
      </p>
      <div>
        <label htmlFor={`${id}-code`} className={labelClass}>
          {recovery ? twoFactorStepText.recoveryLabel : twoFactorStepText.codeLabel}
        </label>
        {recovery ? (
          <input
            key="recovery"
            id={`${id}-code`}
            name="recovery-code"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder="xxxx-xxxx"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className={`${inputClass} font-mono`}
            autoFocus
          />
        ) : (
          <input
            key="code"
            id={`${id}-code`}
            name="one-time-code"
            {...oneTimeCodeProps(value, setValue)}
            className={`${inputClass} text-center font-mono text-2xl tracking-[0.4em]`}
            autoFocus
          />
        )}
      </div>
      <FormMessage message={error} />
      <SubmitButton busy={busy} label={twoFactorStepText.submit} busyLabel={twoFactorStepText.busy} />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={linkClass} onClick={switchMode} aria-pressed={recovery}>
          {twoFactorStepText.useRecovery}
        </button>
        <button type="button" className={linkClass} onClick={onCancel}>
          {twoFactorStepText.back}
        </button>
      </div>
    </form>
  )
}
