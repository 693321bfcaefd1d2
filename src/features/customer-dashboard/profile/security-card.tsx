// Profil's security card: whether two-factor sign-in is on, and the way to the account security page
// (two-factor enrolment and the sessions list).
import { useId } from 'react'
import { secondaryButtonClass } from '../../../components/buttons'
import { cardClass } from '../../../components/form-styles'
import { useTwoFactorStatus } from '../../../lib/data/account-security'

export function SecurityCard() {
  const id = useId()
  const status = useTwoFactorStatus()
  const enabled = status.data?.enabled === true
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Güvenlik
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        İki adımlı doğrulama: <strong>{status.data ? (enabled ? 'Etkin' : 'Kapalı') : '…'}</strong>.
        Hesabınızın açık olduğu cihazları görüp oturumlarını kapatabilirsiniz.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href="#/account-security" className={secondaryButtonClass}>
          İki adımlı doğrulama
        </a>
        <a
          href="#/account-security"
          className={secondaryButtonClass}
          aria-label="Oturumlar: açık oturumlarınızı yönetin"
        >
          Oturumlar
        </a>
      </div>
    </section>
  )
}
