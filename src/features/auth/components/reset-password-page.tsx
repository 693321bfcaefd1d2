// /reset-password?token=…&email=…: the mailed link sets a new password; without a token the page asks for
// the address and the mail's 6-digit code instead (a phone where the link opens elsewhere).
// docs/rules/accounts-and-sign-in.md#forgotten-password
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { passwordMessages, verificationMessages } from '../../../../api/auth/auth-messages.shared'
import { passwordResetMessages } from '../../../../api/auth/password-reset-messages.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { inputClass, labelClass } from '../../../components/form-styles'
import { ONE_TIME_CODE_LENGTH, oneTimeCodeProps } from '../../../components/one-time-code'
import { PasswordInput } from '../../../components/password-input'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { authText } from '../auth-messages'
import { confirmPasswordReset } from '../api/password-reset-api'
import { usePublicSettings } from '../hooks/use-public-settings'
import { AuthCard, AuthLayout, FormMessage, linkClass } from './auth-card'
import { TextField } from './text-field'
import { SubmitButton } from './submit-button'

export const PASSWORDS_DIFFER = 'Şifreler eşleşmiyor.'
/** Refusals after which only a new request helps: the page offers one. */
const START_OVER = new Set([passwordResetMessages.invalid, passwordResetMessages.tooManyAttempts])

type Errors = { form?: string; password?: string; repeat?: string }

function ResetCodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Sıfırlama kodu (6 haneli)
      </label>
      <input
        id={id}
        name="code"
        {...oneTimeCodeProps(value, onChange)}
        className={`${inputClass} text-center font-mono text-xl tracking-[0.4em]`}
      />
    </div>
  )
}

export function ResetPasswordPage({ token, email: linkEmail }: { token?: string; email?: string }) {
  useDocumentTitle('Yeni şifre belirleyin')
  const { passwordMinLength } = usePublicSettings()
  const byLink = Boolean(token && linkEmail)
  const [email, setEmail] = useState(linkEmail ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function check(): Errors | null {
    if (!byLink && !email.trim()) return { form: passwordResetMessages.emailMissing }
    if (!byLink && code.length !== ONE_TIME_CODE_LENGTH) return { form: verificationMessages.codeFormat }
    if (!password) return { password: passwordResetMessages.passwordMissing }
    if ([...password].length < passwordMinLength)
      return { password: passwordMessages.tooShort(passwordMinLength) }
    if (password !== repeat) return { repeat: PASSWORDS_DIFFER }
    return null
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const refused = check()
    setErrors(refused ?? {})
    if (refused) return
    setBusy(true)
    try {
      const address = email.trim()
      const proof = byLink && token ? { token } : { code }
      setDone(await confirmPasswordReset({ email: address, password, ...proof }))
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(authText.connection, 0)
      const message = failure.isNetworkError ? authText.connection : failure.message
      const aboutPassword = Object.values(passwordMessages).some((text) =>
        typeof text === 'string' ? text === message : message === text(passwordMinLength),
      )
      setErrors(aboutPassword ? { password: message } : { form: message })
    } finally {
      setBusy(false)
    }
  }

  const address = email.trim()
  const loginHref = `#/login${address ? `?${new URLSearchParams({ email: address }).toString()}` : ''}`
  const forgotHref = `#/forgot-password${address ? `?${new URLSearchParams({ email: address }).toString()}` : ''}`

  return (
    <AuthLayout>
      <AuthCard
        title="Yeni şifre belirleyin"
        lead={
          byLink
            ? 'Hesabınız için yeni bir şifre belirleyin. Bağlantı 30 dakika geçerlidir ve bir kez kullanılabilir.'
            : 'E-postanıza gönderilen 6 haneli kodu ve yeni şifrenizi girin.'
        }
      >
        {done ? (
          <div className="space-y-4">
            <FormMessage tone="success" message={done} />
            <a href={loginHref} className={`${primaryButtonClass} w-full`}>
              Giriş yap
            </a>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="space-y-4"
            aria-label="Yeni şifre formu"
            aria-busy={busy}
          >
            {byLink ? (
              <p className="text-sm break-all text-slate-700 dark:text-slate-300">
                Hesap: <strong>{linkEmail}</strong>
              </p>
            ) : (
              <>
                <TextField
                  label="E-posta"
                  name="email"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={setEmail}
                />
                <ResetCodeInput value={code} onChange={setCode} />
              </>
            )}
            <PasswordInput
              label="Yeni şifre"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              description={`En az ${passwordMinLength} karakter; çok yaygın şifreler kabul edilmez.`}
              error={errors.password}
            />
            <PasswordInput
              label="Yeni şifre (tekrar)"
              name="password-repeat"
              value={repeat}
              onChange={setRepeat}
              autoComplete="new-password"
              error={errors.repeat}
            />
            <FormMessage message={errors.form ?? null} />
            {errors.form && START_OVER.has(errors.form) && (
              <a href={forgotHref} className={`${linkClass} block text-sm`}>
                Yeni bir şifre sıfırlama isteyin
              </a>
            )}
            <SubmitButton busy={busy} label="Şifremi değiştir" busyLabel="Kaydediliyor…" />
          </form>
        )}
      </AuthCard>
    </AuthLayout>
  )
}
