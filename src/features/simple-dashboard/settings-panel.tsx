// Ayarlar: the account as the server knows it, read-only (changes are made on the full dashboard).
import type { User } from '../../../api/users/user.shared'
import { cardClass } from '../../components/form-styles'
import { formatLongDate } from '../../lib/format-date'
import { useMyPlanName } from '../../lib/data/packages'

type AccountUser = Pick<User, 'name' | 'email'> & Partial<Pick<User, 'phone' | 'createdAt' | 'emailVerified'>>

export function SettingsPanel({ user }: { user: AccountUser }) {
  const plan = useMyPlanName()
  const rows: Array<[string, string]> = [
    ['Ad Soyad', user.name],
    ['E-posta', user.email],
    ['Telefon', user.phone || 'Belirtilmedi'],
    ['Plan', plan ?? '…'],
    ['E-posta doğrulandı', user.emailVerified === false ? 'Hayır' : 'Evet'],
    ['Üyelik tarihi', formatLongDate(user.createdAt) || '-'],
  ]
  return (
    <section aria-label="Hesap bilgileri" className={cardClass}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Telefon ve iletişim tercihlerinizi{' '}
        <a
          href="#/user-dashboard?tab=profile"
          className="font-semibold text-blue-700 hover:underline dark:text-blue-400"
        >
          profil sayfanızdan
        </a>{' '}
        değiştirebilirsiniz.
      </p>
    </section>
  )
}
