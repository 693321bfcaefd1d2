// Password change: current, new and repeat. The server applies the policy (its messages are shown)
// and ends every other session; this one stays signed in.
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { passwordChangeMessages } from '../../../../api/users/password-change-messages.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { cardClass, errorTextClass, hintClass } from '../../../components/form-styles'
import { PasswordInput } from '../../../components/password-input'
import { ApiError } from '../../../lib/api-client'
import { changePassword } from '../../../lib/data/me'
import { notify } from '../../../lib/toast'

export const passwordFormText = {
  mismatch: 'Yeni şifreler eşleşmiyor.',
  missing: 'Lütfen yeni şifrenizi girin.',
  failed: 'Şifre değiştirilirken bir hata oluştu.',
  changed: passwordChangeMessages.changed,
} as const

export function PasswordForm() {
  const id = useId()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem =
      next === '' ? passwordFormText.missing : next !== repeat ? passwordFormText.mismatch : null
    setError(problem)
    if (problem) return
    setSending(true)
    try {
      const outcome = await changePassword({ currentPassword: current || undefined, newPassword: next })
      if (outcome.kind === 'queued') notify.info(offlineMessages.queued)
      else notify.success(outcome.message ?? passwordFormText.changed)
      setCurrent('')
      setNext('')
      setRepeat('')
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status !== 0 && caught.status < 500
          ? caught.message
          : passwordFormText.failed
      setError(message)
    } finally {
      setSending(false)
    }
  }

  const field = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete: 'current-password' | 'new-password',
  ) => <PasswordInput label={label} value={value} onChange={onChange} autoComplete={autoComplete} />

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Şifre Değiştir
      </h2>
      {field('Mevcut şifre', current, setCurrent, 'current-password')}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('Yeni şifre', next, setNext, 'new-password')}
        {field('Yeni şifre (tekrar)', repeat, setRepeat, 'new-password')}
      </div>
      <p className={hintClass}>Şifreniz değişince diğer cihazlardaki oturumlarınız kapatılır.</p>
      {error && (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={sending}>
        {sending ? 'Değiştiriliyor…' : 'Şifreyi Değiştir'}
      </button>
    </form>
  )
}
