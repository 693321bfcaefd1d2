// The back-office header: menu button (small screens), search, the bell, the admin's initial, name and
// email, and logout.
import { useNavigate } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import { MenuIcon } from '../../components/icons'
import { useSignOut } from '../../components/use-sign-out'
import { signOut } from '../../lib/session'
import type { SessionUser } from '../../lib/session'
import { AdminIcon } from './admin-icons'
import { initialOf } from './admin-identity'
import { AdminSearchBox } from './admin-search-box'

const iconButton =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

/**
 * Header controls that another feature supplies through the /admin route ('Canlı İzleme' and the bell,
 * src/features/live-monitor): features do not import each other.
 */
export type AdminHeaderTools = ComponentType<{ iconButtonClass: string; bellIcon: ReactNode; userId: string }>

export function AdminHeader({
  user,
  onOpenMenu,
  tools: Tools,
}: {
  user: SessionUser
  onOpenMenu: () => void
  tools?: AdminHeaderTools
}) {
  const navigate = useNavigate()

  // Leave first, then forget the session: the shell would otherwise flash "Kullanıcı bulunamadı".
  const signOutFlow = useSignOut(() => void navigate({ to: '/login' }).finally(() => void signOut()))
  const onLogout = signOutFlow.request

  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white/90 px-3 py-2 sm:gap-3 sm:px-5 dark:border-slate-800 dark:bg-slate-950/90">
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-label="Yönetim menüsünü aç"
        aria-haspopup="dialog"
        onClick={onOpenMenu}
      >
        <MenuIcon className="size-6" />
      </button>
      <AdminSearchBox />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {Tools && (
          <Tools iconButtonClass={iconButton} bellIcon={<AdminIcon name="bell" />} userId={user.id} />
        )}
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-500 dark:text-slate-950"
        >
          {initialOf(user.name, user.email)}
        </span>
        <div className="hidden min-w-0 flex-col leading-tight md:flex">
          <span className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</span>
          <span className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
        </div>
        <button type="button" onClick={onLogout} className={`${iconButton} w-auto gap-2 px-3`}>
          <AdminIcon name="logout" />
          <span className="hidden text-sm font-semibold sm:inline">Çıkış Yap</span>
          <span className="sr-only sm:hidden">Çıkış Yap</span>
        </button>
      </div>
      {signOutFlow.dialog}
    </header>
  )
}
