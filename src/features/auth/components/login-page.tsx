// /login: email and password (show/hide), "Şifremi unuttum", Google, a link to register; `verified=1` shows a note and
// `redirect` returns to the page that asked for a session.
import { useEffect, useState } from 'react'
import { DEMO_SIGN_IN_NOTICE } from '../../../../api/auth/demo-accounts.shared'
import { probeBackend } from '../../../lib/availability'
import type { FormEvent } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { startSession } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { login, needsSecondStep, type SessionAnswer } from '../api/auth-api'
import { takePendingChallenge } from '../../../lib/pending-two-factor'
import { TwoFactorStep } from './two-factor-step'
import { authText } from '../auth-messages'
import { destinationAfterSignIn, useGoTo } from '../navigation'
import { AuthCard, AuthLayout, FormMessage, linkClass } from './auth-card'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'
import { OrDivider } from './or-divider'
import { PasswordInput } from '../../../components/password-input'
import { TextField } from './text-field'
import { SubmitButton } from './submit-button'

export interface LoginSearch {
  verified?: boolean
  redirect?: string
  email?: string
  /** A Google sign-in left a two-factor challenge for the code step (lib/pending-two-factor.ts). */
  twoFactor?: boolean
}

function unverifiedEmail(error: ApiError): string | null {
  const data = (error.body as { data?: { verification_required?: unknown; email?: unknown } } | null)?.data
  return data?.verification_required === true && typeof data.email === 'string' ? data.email : null
}

/** "Şifremi unuttum" carries the address typed so far (docs/rules/accounts-and-sign-in.md#forgotten-password). */
function forgotPasswordHref(email: string): string {
  const address = email.trim()
  return address
    ? `#/forgot-password?${new URLSearchParams({ email: address }).toString()}`
    : '#/forgot-password'
}

export function LoginPage({ search }: { search: LoginSearch }) {
  useDocumentTitle('Giriş Yap')
  const goTo = useGoTo()
  const [email, setEmail] = useState(search.email ?? '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [challenge, setChallenge] = useState<string | null>(() =>
    search.twoFactor ? takePendingChallenge() : null,
  )
  // No server answers: the offline demo is what signs in, so the screen names its pairs.
  const [noServer, setNoServer] = useState(false)
  useEffect(() => {
    let current = true
    void probeBackend().then((available) => current && setNoServer(!available))
    return () => {
      current = false
    }
  }, [])

  function signedIn(answer: SessionAnswer) {
    startSession(answer.data)
    notify.success(answer.message || authText.loginSuccess)
    goTo(destinationAfterSignIn(answer.data.user, search.redirect))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address || !password) {
      setError(authText.missingFields)
      return
    }
    setError(null)
    setBusy(true)
    try {
      const answer = await login(address, password, authText.loginFailed)
      if (needsSecondStep(answer)) setChallenge(answer.challenge)
      else signedIn(answer)
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(authText.connection, 0)
      const message = failure.isNetworkError ? authText.connection : failure.message
      setError(message)
      notify.error(message)
      const pending = unverifiedEmail(failure)
      if (pending) goTo(`/verify-code?${new URLSearchParams({ email: pending }).toString()}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout>
      <AuthCard
        title={challenge ? 'İki Adımlı Doğrulama' : 'Giriş Yap'}
        lead={
          !challenge && (
            <>
              Hesabınız yok mu?{' '}
              <a href="#/register" className={linkClass}>
                Hemen kayıt olun
              </a>
            </>
          )
        }
      >
        {challenge ? (
          <TwoFactorStep
            email={email.trim() || null}
            challenge={challenge}
            onSignedIn={signedIn}
            onCancel={() => {
              setChallenge(null)
              setPassword('')
            }}
          />
        ) : (
          <div className="space-y-4">
            {search.verified && <FormMessage tone="success" message={authText.verifiedNote} />}
            {noServer && <FormMessage tone="info" message={DEMO_SIGN_IN_NOTICE} />}
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Giriş formu">
              <TextField
                label="E-posta"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={setEmail}
              />
              <PasswordInput
                label="Şifre"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
              />
              <p className="-mt-2 text-right text-sm">
                <a href={forgotPasswordHref(email)} className={linkClass}>
                  Şifremi unuttum
                </a>
              </p>
              <FormMessage message={error} />
              <SubmitButton busy={busy} label="Giriş Yap" busyLabel="Giriş yapılıyor…" />
            </form>
            <OrDivider />
            <GoogleSignInButton label="Google ile giriş yap" />
          </div>
        )}
      </AuthCard>
    </AuthLayout>
  )
}
