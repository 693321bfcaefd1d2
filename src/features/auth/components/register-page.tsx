// /register: full name, email, password (the server's minimum shown), Google, the benefits panel, and the
// plan chosen on the landing (docs/rules/invoices-and-plans.md#registration), sent with the registration.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { clearSession, startSession } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { register } from '../api/auth-api'
import { authText } from '../auth-messages'
import { usePublicSettings } from '../hooks/use-public-settings'
import { useGoTo } from '../navigation'
import { AuthCard, AuthLayout, FormMessage, linkClass } from './auth-card'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'
import { OrDivider } from './or-divider'
import { PasswordInput } from '../../../components/password-input'
import { RegisterBenefits } from './register-benefits'
import { TextField } from './text-field'
import { ChosenPlan, type ChosenPeriod } from './chosen-plan'
import { SubmitButton } from './submit-button'

function verifyCodePath(email: string, demoCode?: string): string {
  const query = new URLSearchParams({ email })
  if (demoCode) query.set('demo_code', demoCode)
  return `/verify-code?${query.toString()}`
}

export function RegisterPage({ plan, period = 'monthly' }: { plan?: string; period?: ChosenPeriod }) {
  useDocumentTitle('Kayıt Ol')
  const goTo = useGoTo()
  const { passwordMinLength, registrationEnabled } = usePublicSettings()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [chosen, setChosen] = useState(plan ? { plan, period } : null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!name.trim() || !address || !password) return setError(authText.missingFields)
    if ([...password].length < passwordMinLength)
      return setError(authText.passwordTooShort(passwordMinLength))
    setError(null)
    setBusy(true)
    try {
      const answer = await register(
        name.trim(),
        address,
        password,
        {
          failure: authText.registerFailed,
          network: authText.registerUnreachable,
        },
        chosen ?? {},
      )
      const data = answer.data
      if ('verification_required' in data) {
        clearSession()
        notify.success(authText.registerVerify)
        goTo(verifyCodePath(data.email, data.demo_code))
      } else if (data.user.role === 'admin') {
        startSession(data)
        notify.success(authText.registerWelcome)
        goTo('/admin/dashboard')
      } else {
        clearSession()
        notify.success(authText.registerVerify)
        goTo(verifyCodePath(data.user.email))
      }
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : authText.registerFailed
      setError(message)
      notify.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout aside={<RegisterBenefits />}>
      <AuthCard
        title="Hesap Oluştur"
        lead={
          <>
            Zaten hesabınız var mı?{' '}
            <a href="#/login" className={linkClass}>
              Giriş yapın
            </a>
          </>
        }
      >
        <div className="space-y-4">
          {!registrationEnabled && <FormMessage tone="info" message={authText.registrationClosed} />}
          {chosen && <ChosenPlan plan={chosen.plan} period={chosen.period} onClear={() => setChosen(null)} />}
          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Kayıt formu">
            <TextField label="Ad Soyad" name="name" autoComplete="name" value={name} onChange={setName} />
            <TextField
              label="E-posta"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
            />
            <PasswordInput
              label="Şifre"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              description={`En az ${passwordMinLength} karakter. Yaygın ve kolay tahmin edilen şifreler kabul edilmez.`}
            />
            <FormMessage message={error} />
            <SubmitButton
              busy={busy}
              disabled={!registrationEnabled}
              label="Hesap Oluştur"
              busyLabel="Hesap oluşturuluyor…"
            />
          </form>
          <OrDivider />
          <GoogleSignInButton label="Google ile kayıt ol" plan={chosen} />
        </div>
      </AuthCard>
    </AuthLayout>
  )
}
