// What the admin shell shows before it has a screen: the session check, and no user at all.
import { primaryButtonClass } from '../../components/buttons'

export const ADMIN_LOADING_TEXT = 'Yönetim paneli yükleniyor…'
export const ADMIN_NO_USER_TEXT = 'Kullanıcı bulunamadı'

export function AdminShellLoading() {
  return (
    <p role="status" className="px-4 py-20 text-center text-base text-slate-700 dark:text-slate-300">
      {ADMIN_LOADING_TEXT}
    </p>
  )
}

export function AdminNoUser() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-20 text-center"
    >
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{ADMIN_NO_USER_TEXT}</p>
      <a href="#/login" className={primaryButtonClass}>
        Giriş Yap
      </a>
    </section>
  )
}
