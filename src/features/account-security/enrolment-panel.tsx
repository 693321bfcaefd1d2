// Enrolment: the QR code and the secret to type, and the first code from the app that turns two-factor
// on. The answer's recovery codes go to the parent, which shows them once.
import { useState } from 'react'
import type { FormEvent } from 'react'
import type { TwoFactorEnrolment } from '../../../api/security/two-factor.shared'
import { primaryButtonClass } from '../../components/buttons'
import { smallButtonClass } from '../../components/form-styles'
import { confirmTwoFactor } from '../../lib/data/account-security'
import { failureMessage, securityText } from './account-security-text'
import { QrCode } from './qr-code'
import { TotpCodeField } from './totp-code-field'

/** The base32 secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export function EnrolmentPanel({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment
  onEnabled: (recoveryCodes: string[]) => void
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (code.length !== 6) return setError(securityText.codeMissing)
    setBusy(true)
    setError(null)
    try {
      const outcome = await confirmTwoFactor(code)
      if (outcome.kind === 'queued') setError(securityText.offline)
      else onEnabled(outcome.value)
    } catch (caught) {
      setError(failureMessage(caught))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="İki adımlı doğrulama kurulumu">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode value={enrolment.otpauthUri} />
        <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p>{securityText.scanQr}</p>
          <p>{securityText.secretLabel}</p>
          <p>
            <code
              data-testid="totp-secret"
              data-secret={enrolment.secret}
              className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base break-all text-slate-900 select-all dark:bg-slate-800 dark:text-white"
            >
              {grouped(enrolment.secret)}
            </code>
          </p>
        </div>
      </div>
      <TotpCodeField value={code} onChange={setCode} error={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? securityText.confirming : securityText.confirm}
        </button>
        <button type="button" className={smallButtonClass} onClick={onCancel} disabled={busy}>
          {securityText.cancel}
        </button>
      </div>
    </form>
  )
}
