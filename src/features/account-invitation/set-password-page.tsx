// /set-password?token=: the page an invited customer's mail links to. It checks the link first, asks for
// the password twice, sets it, and sends the customer on to sign in (docs/rules/customers.md#invitations).
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type { InvitationStatus } from '../../../api/users/admin-users.shared'
import { invitationMessages } from '../../../api/security/invitation-messages.shared'
import { primaryButtonClass } from '../../components/buttons'
import { PasswordInput } from '../../components/password-input'
import { useDocumentTitle } from '../../components/use-document-title'
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../../lib/api-client'
import { acceptInvitation, fetchInvitationStatus } from '../../lib/data/invitations'

export const INVALID_LINK = invitationMessages.invalid
export const PASSWORDS_DIFFER = 'Şifreler eşleşmiyor.'
export const PASSWORD_REQUIRED = 'Lütfen bir şifre girin.'
/** How long the success message stays before the sign-in page opens. */
export const REDIRECT_DELAY_MS = 2500

type PageState =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; email: string | null }
  | { kind: 'done'; message: string; email: string | null }

export function SetPasswordPage({ token }: { token: string | undefined }) {
  useDocumentTitle('Şifrenizi belirleyin')
  const navigate = useNavigate()
  const [state, setState] = useState<PageState>(() =>
    token ? { kind: 'checking' } : { kind: 'invalid', message: INVALID_LINK },
  )
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<{ password?: string; repeat?: string } | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    fetchInvitationStatus(token, controller.signal)
      .then((status: InvitationStatus) =>
        setState(
          status.valid ? { kind: 'ready', email: status.email } : { kind: 'invalid', message: INVALID_LINK },
        ),
      )
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return
        setState({
          kind: 'invalid',
          message: caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE,
        })
      })
    return () => controller.abort()
  }, [token])

  useEffect(() => {
    if (state.kind !== 'done') return
    const timer = window.setTimeout(
      () => void navigate({ to: '/login', search: { verified: 1, email: state.email ?? undefined } }),
      REDIRECT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [state, navigate])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind !== 'ready' || !token) return
    if (!password) return setError({ password: PASSWORD_REQUIRED })
    if (password !== repeat) return setError({ repeat: PASSWORDS_DIFFER })
    setError(null)
    setSending(true)
    try {
      const message = await acceptInvitation(token, password)
      setState({ kind: 'done', message, email: state.email })
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE
      if (message === INVALID_LINK) setState({ kind: 'invalid', message })
      else setError({ password: message })
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Şifrenizi belirleyin
        </h1>
        <div className="mt-6 space-y-4" aria-live="polite">
          {state.kind === 'checking' && (
            <p role="status" className="text-slate-700 dark:text-slate-300">
              Bağlantı kontrol ediliyor…
            </p>
          )}
          {state.kind === 'invalid' && (
            <>
              <p
                role="alert"
                className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-500/10 dark:text-red-300"
              >
                {state.message}
              </p>
              <a href="#/login" className={`${primaryButtonClass} w-full`}>
                Giriş sayfasına dön
              </a>
            </>
          )}
          {state.kind === 'done' && (
            <>
              <p
                role="status"
                className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
              >
                {state.message}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Giriş sayfasına yönlendiriliyorsunuz…
              </p>
            </>
          )}
          {state.kind === 'ready' && (
            <form
              onSubmit={(event) => void submit(event)}
              noValidate
              className="space-y-4"
              aria-busy={sending}
            >
              {state.email && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Hesap: <strong>{state.email}</strong>
                </p>
              )}
              <PasswordInput
                label="Yeni şifre"
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                error={error?.password}
              />
              <PasswordInput
                label="Yeni şifre (tekrar)"
                name="password-repeat"
                value={repeat}
                onChange={setRepeat}
                autoComplete="new-password"
                error={error?.repeat}
              />
              <button type="submit" className={`${primaryButtonClass} w-full`} disabled={sending}>
                {sending ? 'Kaydediliyor…' : 'Şifremi belirle'}
              </button>
            </form>
          )}
        </div>
      </div>
    </section>
  )
}
