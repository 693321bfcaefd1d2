// /verify-code and /email-code-verification: the six-digit code, a 15-minute countdown, resend after
// 120 s (for real on /verify-code; /email-code-verification sends people back to register).
import { useState } from 'react'
import type { FormEvent } from 'react'
import { secondaryButtonClass } from '../../../components/buttons'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { startSession } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { resendVerification, verifyCode } from '../api/auth-api'
import {
  CODE_LENGTH,
  RESEND_AFTER_SECONDS,
  SUCCESS_TO_LOGIN_DELAY_MS,
  SUCCESS_WITH_SESSION_DELAY_MS,
  VERIFY_COUNTDOWN_SECONDS,
  authText,
} from '../auth-messages'
import { formatCountdown, useCountdown } from '../hooks/use-countdown'
import { useDelayedRedirect } from '../hooks/use-delayed-redirect'
import { useGoTo } from '../navigation'
import { AuthCard, AuthLayout, FormMessage, linkClass } from './auth-card'
import { CodeInput } from './code-input'
import { SubmitButton } from './submit-button'

export interface CodeVerificationProps {
  /** 'resend' mails a new code (/verify-code); 'register' sends the user back to sign up. */
  resendMode: 'resend' | 'register'
  email?: string
  /** Offline demo only: the code the emulated API would have mailed. */
  demoCode?: string
}

export function CodeVerificationPage({ resendMode, email = '', demoCode }: CodeVerificationProps) {
  useDocumentTitle('E-posta Doğrulama')
  const goTo = useGoTo()
  const redirectLater = useDelayedRedirect()
  const { remaining, restart } = useCountdown(VERIFY_COUNTDOWN_SECONDS)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const canResend = remaining <= VERIFY_COUNTDOWN_SECONDS - RESEND_AFTER_SECONDS && !busy && !done

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (code.length !== CODE_LENGTH) return setError(authText.codeFormat)
    if (!email) return setError(authText.resendNoEmail)
    setError(null)
    setBusy(true)
    try {
      const answer = await verifyCode(email, code, {
        failure: authText.codeWrong,
        network: authText.verifyNetwork,
      })
      notify.success(authText.verifySuccess)
      setDone(authText.verifySuccess)
      if (answer.data?.user && answer.data.token) {
        startSession(answer.data)
        redirectLater('/user-dashboard', SUCCESS_WITH_SESSION_DELAY_MS)
      } else {
        redirectLater('/login?verified=1', SUCCESS_TO_LOGIN_DELAY_MS)
      }
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : authText.verifyNetwork
      setError(message)
      notify.error(message)
    } finally {
      setBusy(false)
    }
  }

  async function onResend() {
    if (resendMode === 'register') {
      notify.info(authText.resendByRegistering)
      goTo('/register')
      return
    }
    if (!email) {
      notify.error(authText.resendNoEmail)
      return
    }
    setBusy(true)
    try {
      await resendVerification(email, { failure: authText.resendFailed, network: authText.resendFailed })
      notify.success(authText.resent)
      setCode('')
      setError(null)
      restart()
    } catch (caught) {
      notify.error(caught instanceof ApiError ? caught.message : authText.resendFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout>
      <AuthCard
        title="E-posta adresinizi doğrulayın"
        lead={
          email ? (
            <>
              <strong className="font-semibold text-slate-900 dark:text-white">{email}</strong> adresine
              gönderilen 6 haneli kodu girin.
            </>
          ) : (
            'E-posta adresinize gönderilen 6 haneli kodu girin.'
          )
        }
      >
        <div className="space-y-4">
          {demoCode && (
            <FormMessage
              tone="info"
              message={`Çevrimdışı demo: e-posta gönderilemediği için kodunuz ${demoCode}`}
            />
          )}
          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Doğrulama formu">
            <CodeInput value={code} onChange={setCode} />
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="off">
              {remaining > 0 ? (
                <>
                  Kodun geçerlilik süresi:{' '}
                  <span className="font-mono font-semibold" data-testid="countdown">
                    {formatCountdown(remaining)}
                  </span>
                </>
              ) : (
                'Kodun süresi doldu. Yeni kod isteyin.'
              )}
            </p>
            <FormMessage message={error} />
            <FormMessage tone="success" message={done} />
            <SubmitButton
              busy={busy}
              disabled={code.length !== CODE_LENGTH || done !== null}
              label="Doğrula"
              busyLabel="Doğrulanıyor…"
            />
          </form>
          <button
            type="button"
            onClick={onResend}
            disabled={!canResend}
            className={`${secondaryButtonClass} w-full disabled:opacity-60`}
          >
            Kodu yeniden gönder
          </button>
          <p className="text-center text-sm">
            <a href="#/login" className={linkClass}>
              Giriş sayfasına dön
            </a>
          </p>
        </div>
      </AuthCard>
    </AuthLayout>
  )
}
