// "İki adımlı doğrulama": its status, enrolment (QR code, secret, first code), the recovery codes
// shown once, renewing them and switching it off. `onEnabled` tells a parent page (the admin's
// must-enrol page) that it is on.
import { useId, useState } from 'react'
import type { TwoFactorEnrolment } from '../../../api/security/two-factor.shared'
import { twoFactorMessages } from '../../../api/security/two-factor-messages.shared'
import { primaryButtonClass } from '../../components/buttons'
import { cardClass, errorTextClass, sectionTitleClass, smallButtonClass } from '../../components/form-styles'
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  useTwoFactorStatus,
} from '../../lib/data/account-security'
import { notify } from '../../lib/toast'
import { failureMessage, securityText } from './account-security-text'
import { EnrolmentPanel } from './enrolment-panel'
import { RecoveryCodesPanel } from './recovery-codes-panel'
import { TwoFactorProofForm } from './two-factor-proof-form'

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' }

export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const id = useId()
  const status = useTwoFactorStatus()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  const enabled = status.data?.enabled === true
  const hasPassword = status.data?.hasPassword ?? true

  async function start() {
    setStarting(true)
    setError(null)
    try {
      const outcome = await startTwoFactorEnrolment()
      if (outcome.kind === 'queued') setError(securityText.offline)
      else setStep({ kind: 'enrolling', enrolment: outcome.value })
    } catch (caught) {
      setError(failureMessage(caught))
    } finally {
      setStarting(false)
    }
  }

  function enabledWith(codes: string[]) {
    notify.success('İki adımlı doğrulama etkinleştirildi.')
    setStep({ kind: 'codes', codes })
    onEnabled?.()
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className={sectionTitleClass}>
          {securityText.twoFactorTitle}
        </h2>
        {status.data && (
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${enabled ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}
          >
            {enabled ? securityText.statusOn : securityText.statusOff}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{securityText.twoFactorLead}</p>
      {status.loading && <p role="status">Yükleniyor…</p>}
      {status.error && !status.data && (
        <p role="alert" className={errorTextClass}>
          {status.error}
        </p>
      )}
      {step.kind === 'codes' && (
        <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'enrolling' && (
        <EnrolmentPanel
          enrolment={step.enrolment}
          onEnabled={enabledWith}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {status.data && !enabled && step.kind === 'idle' && (
        <button type="button" className={primaryButtonClass} onClick={() => void start()} disabled={starting}>
          {starting ? securityText.starting : securityText.enable}
        </button>
      )}
      {enabled && step.kind === 'idle' && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="recovery-codes-left">
            {securityText.codesLeft(status.data?.recoveryCodesLeft ?? 0)}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => setStep({ kind: 'regenerate' })}
            >
              {securityText.regenerate}
            </button>
            <button type="button" className={smallButtonClass} onClick={() => setStep({ kind: 'disable' })}>
              {securityText.disable}
            </button>
          </div>
        </div>
      )}
      {step.kind === 'regenerate' && (
        <TwoFactorProofForm
          label={securityText.regenerate}
          lead={securityText.regenerateLead}
          submitLabel={securityText.regenerateSubmit}
          hasPassword={hasPassword}
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (proof) => {
            const outcome = await regenerateRecoveryCodes(proof)
            if (outcome.kind === 'done') setStep({ kind: 'codes', codes: outcome.value })
            else setError(securityText.offline)
          }}
        />
      )}
      {step.kind === 'disable' && (
        <TwoFactorProofForm
          label={securityText.disable}
          lead={securityText.disableLead}
          submitLabel={securityText.disableSubmit}
          hasPassword={hasPassword}
          danger
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (proof) => {
            const outcome = await disableTwoFactor(proof)
            if (outcome.kind === 'done') {
              notify.success(outcome.message ?? twoFactorMessages.disabled)
              setStep({ kind: 'idle' })
            } else setError(securityText.offline)
          }}
        />
      )}
      {error && (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
    </section>
  )
}
