// /forgot-password: the address of the account; the server mails a reset link and a 6-digit code and
// answers alike whether or not the address has an account (docs/rules/accounts-and-sign-in.md#forgotten-password).
import { useState } from 'react'
import type { FormEvent } from 'react'
import { passwordResetMessages } from '../../../../api/auth/password-reset-messages.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { authText } from '../auth-messages'
import { requestPasswordReset, type ResetRequestAnswer } from '../api/password-reset-api'
import { AuthCard, AuthLayout, FormMessage, linkClass } from './auth-card'
import { TextField } from './text-field'
import { SubmitButton } from './submit-button'

export function ForgotPasswordPage({ initialEmail }: { initialEmail?: string }) {
  useDocumentTitle('Şifremi unuttum')
  const [email, setEmail] = useState(initialEmail ?? '')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<(ResetRequestAnswer & { email: string }) | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address) return setError(passwordResetMessages.emailMissing)
    setError(null)
    setBusy(true)
    try {
      setSent({ ...(await requestPasswordReset(address)), email: address })
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(authText.connection, 0)
      setError(failure.isNetworkError ? authText.connection : failure.message)
    } finally {
      setBusy(false)
    }
  }

  const codePage = sent && `#/reset-password?${new URLSearchParams({ email: sent.email }).toString()}`

  return (
    <AuthLayout>
      <AuthCard
        title="Şifremi unuttum"
        lead="Hesabınızın e-posta adresini girin; yeni şifre belirlemeniz için bir bağlantı ve 6 haneli bir kod gönderelim."
      >
        <div className="space-y-4">
          {sent ? (
            <>
              <FormMessage tone={sent.demoCode ? 'info' : 'success'} message={sent.message} />
              <a href={codePage ?? '#/reset-password'} className={`${primaryButtonClass} w-full`}>
                Kodu gir ve yeni şifre belirle
              </a>
              <button type="button" className={`${linkClass} text-sm`} onClick={() => setSent(null)}>
                Başka bir adres dene ya da yeniden gönder
              </button>
            </>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Şifre sıfırlama formu">
              <TextField
                label="E-posta"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={setEmail}
              />
              <FormMessage message={error} />
              <SubmitButton busy={busy} label="Sıfırlama bağlantısı gönder" busyLabel="Gönderiliyor…" />
            </form>
          )}
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">
            Şifrenizi hatırladınız mı?{' '}
            <a href="#/login" className={linkClass}>
              Giriş yapın
            </a>
          </p>
        </div>
      </AuthCard>
    </AuthLayout>
  )
}
