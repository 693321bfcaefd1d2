// /email-verification?token&email: verifying → success (to login with verified=1 after 3 s) or error.
import { useEffect, useRef, useState } from 'react'
import { primaryButtonClass } from '../../../components/buttons'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { verifyLink } from '../api/auth-api'
import { LINK_SUCCESS_DELAY_MS, authText } from '../auth-messages'
import { useDelayedRedirect } from '../hooks/use-delayed-redirect'
import { AuthCard, AuthLayout, FormMessage } from './auth-card'

type LinkState =
  { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string }

export function EmailLinkVerificationPage({ token }: { token?: string; email?: string }) {
  useDocumentTitle('E-posta Doğrulama')
  const redirectLater = useDelayedRedirect()
  const [state, setState] = useState<LinkState>(() =>
    token ? { kind: 'verifying' } : { kind: 'error', message: authText.linkMissing },
  )
  const started = useRef(false)

  useEffect(() => {
    // Once per mount: the link is single-use, so a second (StrictMode) call would report it used.
    if (!token || started.current) return
    started.current = true
    verifyLink(token, { failure: authText.linkFailed, network: authText.verifyNetwork })
      .then((answer) => {
        setState({ kind: 'success', message: answer.message || authText.verifySuccess })
        redirectLater('/login?verified=1', LINK_SUCCESS_DELAY_MS)
      })
      .catch((caught: unknown) => {
        setState({
          kind: 'error',
          message: caught instanceof ApiError ? caught.message : authText.verifyNetwork,
        })
      })
  }, [token, redirectLater])

  return (
    <AuthLayout>
      <AuthCard title="E-posta Doğrulama">
        <div className="space-y-4" aria-live="polite">
          {state.kind === 'verifying' && (
            <p role="status" className="text-base text-slate-700 dark:text-slate-300">
              E-posta adresiniz doğrulanıyor…
            </p>
          )}
          {state.kind === 'success' && (
            <>
              <FormMessage tone="success" message={state.message} />
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Giriş sayfasına yönlendiriliyorsunuz…
              </p>
            </>
          )}
          {state.kind === 'error' && (
            <>
              <FormMessage message={state.message} />
              <a href="#/login" className={`${primaryButtonClass} w-full`}>
                Giriş sayfasına dön
              </a>
            </>
          )}
        </div>
      </AuthCard>
    </AuthLayout>
  )
}
