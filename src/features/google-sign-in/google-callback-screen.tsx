// #/auth/callback: the end of a Google sign-in. The server's redirect brings a one-time `handoff` code
// (or an `error`); the code is traded for a session, then admins go to the admin dashboard and everyone
// else to the user dashboard after 2 s; any failure goes back to the login screen after 3 s.
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { useDocumentTitle } from '../../components/use-document-title'
import { startSession, type SessionUser } from '../../lib/session'
import { rememberPendingChallenge } from '../../lib/pending-two-factor'
import { notify } from '../../lib/toast'
import { exchangeHandoff } from './exchange-handoff'
import {
  CALLBACK_ERROR_DELAY_MS,
  CALLBACK_SUCCESS_DELAY_MS,
  googleCallbackText,
} from './google-callback-messages'

type CallbackState =
  { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'error'; message: string }

function initialState(handoff?: string, error?: string): CallbackState {
  if (error) return { kind: 'error', message: googleCallbackText.cancelled }
  if (!handoff) return { kind: 'error', message: googleCallbackText.missingCode }
  return { kind: 'loading' }
}

// One request per code in flight, whatever the component's lifecycle does (StrictMode runs the effect
// twice): the code is single-use, and the session is stored even if the screen is gone before the answer.
// A user with two-factor on gets a challenge instead: the login screen's code step takes it over.
const exchanges = new Map<string, Promise<SessionUser | 'two-factor'>>()
function signInOnce(handoff: string): Promise<SessionUser | 'two-factor'> {
  let pending = exchanges.get(handoff)
  if (!pending) {
    pending = exchangeHandoff(handoff)
      .then((answer) => {
        if ('twoFactorRequired' in answer) {
          rememberPendingChallenge(answer.challenge)
          return 'two-factor' as const
        }
        startSession(answer.data)
        return answer.data.user
      })
      .finally(() => exchanges.delete(handoff))
    exchanges.set(handoff, pending)
  }
  return pending
}

export function GoogleCallbackScreen({ handoff, error }: { handoff?: string; error?: string }) {
  useDocumentTitle('Google ile Giriş')
  const router = useRouter()
  const [state, setState] = useState<CallbackState>(() => initialState(handoff, error))

  useEffect(() => {
    let cancelled = false
    let timer: number | undefined
    // replace: "back" must not return to a used one-time code.
    const goLater = (path: string, delay: number) => {
      timer = window.setTimeout(() => router.history.replace(path), delay)
    }
    if (error || !handoff) {
      setState(initialState(handoff, error))
      goLater('/login', CALLBACK_ERROR_DELAY_MS)
    } else {
      signInOnce(handoff).then(
        (user) => {
          if (cancelled) return
          if (user === 'two-factor') {
            router.history.replace('/login?twoFactor=1')
            return
          }
          const message = googleCallbackText.welcome(user.name)
          setState({ kind: 'success', message })
          notify.success(message, { id: 'google-sign-in' })
          goLater(user.role === 'admin' ? '/admin/dashboard' : '/user-dashboard', CALLBACK_SUCCESS_DELAY_MS)
        },
        () => {
          if (cancelled) return
          setState({ kind: 'error', message: googleCallbackText.exchangeFailed })
          goLater('/login', CALLBACK_ERROR_DELAY_MS)
        },
      )
    }
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [handoff, error, router])

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <div
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
        aria-live="polite"
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Google ile Giriş</h1>
        {state.kind === 'loading' && (
          <div role="status" className="mt-6 flex flex-col items-center gap-4">
            <span
              aria-hidden="true"
              className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-blue-400"
            />
            <p className="text-base text-slate-700 dark:text-slate-300">
              Google hesabınızla giriş yapılıyor…
            </p>
          </div>
        )}
        {state.kind === 'success' && (
          <div className="mt-6 space-y-2">
            <p role="status" className="text-base font-semibold text-emerald-700 dark:text-emerald-300">
              {state.message}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">Panelinize yönlendiriliyorsunuz…</p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="mt-6 space-y-4">
            <p role="alert" className="text-base font-semibold text-red-700 dark:text-red-300">
              {state.message}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Giriş sayfasına yönlendiriliyorsunuz…
            </p>
            <a href="#/login" className={`${primaryButtonClass} w-full`}>
              Giriş sayfasına dön
            </a>
          </div>
        )}
      </div>
    </section>
  )
}
