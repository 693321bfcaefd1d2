// Profil: name and email (read-only), phone and contact preferences, saved with PUT /api/me.
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ContactPreferences, User } from '../../../../api/users/user.shared'
import { defaultContactPreferences } from '../../../../api/users/user.shared'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { userMessages } from '../../../../api/users/user-messages.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { cardClass, hintClass, inputClass, labelClass } from '../../../components/form-styles'
import { ApiError } from '../../../lib/api-client'
import { updateProfile } from '../../../lib/data/me'
import { sessionState } from '../../../lib/session'
import { notify } from '../../../lib/toast'

export const PROFILE_SAVE_FAILED = 'Profil kaydedilirken bir hata oluştu.'

const PREFERENCES: ReadonlyArray<[keyof ContactPreferences, string]> = [
  ['email', 'E-posta'],
  ['sms', 'SMS'],
  ['whatsapp', 'WhatsApp'],
  ['phone', 'Telefon'],
]

type ProfileUser = Pick<User, 'name' | 'email'> & Partial<Pick<User, 'phone' | 'contactPreferences'>>

export function ContactForm({ user }: { user: ProfileUser }) {
  const id = useId()
  const [phone, setPhone] = useState(user.phone ?? '')
  const [preferences, setPreferences] = useState<ContactPreferences>(
    user.contactPreferences ?? defaultContactPreferences,
  )
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      const outcome = await updateProfile({ phone: phone.trim() || null, contactPreferences: preferences })
      if (outcome.kind === 'queued') {
        notify.info(offlineMessages.queued)
        return
      }
      const saved = outcome.value.data.user
      if (sessionState.user?.id === saved.id) {
        sessionState.user = {
          ...sessionState.user,
          phone: saved.phone,
          contactPreferences: saved.contactPreferences,
        }
      }
      notify.success(outcome.message ?? userMessages.profileUpdated)
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : PROFILE_SAVE_FAILED,
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} aria-labelledby={`${id}-title`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Profil Bilgileri
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Ad Soyad
          </label>
          <input id={`${id}-name`} className={inputClass} value={user.name} readOnly disabled />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            E-posta
          </label>
          <input id={`${id}-email`} className={inputClass} value={user.email} readOnly disabled />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          Telefon
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          className={inputClass}
          value={phone}
          maxLength={40}
          placeholder="+90 5xx xxx xx xx"
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>İletişim tercihleri</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PREFERENCES.map(([key, label]) => (
            <label
              key={key}
              className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="checkbox"
                className="size-4 rounded border-slate-400 accent-blue-700"
                checked={preferences[key]}
                onChange={(event) =>
                  setPreferences((current) => ({ ...current, [key]: event.target.checked }))
                }
              />
              {label}
            </label>
          ))}
        </div>
        <p className={hintClass}>Size hangi kanallardan ulaşabileceğimizi seçin.</p>
      </fieldset>
      <button type="submit" className={primaryButtonClass} disabled={saving}>
        {saving ? 'Kaydediliyor…' : 'Kaydet'}
      </button>
    </form>
  )
}
