// The back-office header: menu button (small screens), search, the bell, the admin's initial, name and
// email, and logout.
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { MenuIcon } from '../../components/icons'
import { signOut } from '../../lib/session'
import type { SessionUser } from '../../lib/session'
import { AdminIcon } from './admin-icons'
import { initialOf } from './admin-identity'
import { usePendingRequestCount } from '../../lib/data/website-requests'

const iconButton =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

export const SEARCH_PLACEHOLDER = 'Kullanıcı, website veya fatura ara…'

export function AdminHeader({ user, onOpenMenu }: { user: SessionUser; onOpenMenu: () => void }) {
  const navigate = useNavigate()
  const pending = usePendingRequestCount()
  const [query, setQuery] = useState('')

  function onSearch(event: FormEvent) {
    event.preventDefault()
    const search = query.trim()
    // Users and invoices get their own search when their screens arrive; requests are searched today.
    void navigate({ to: '/admin/website-requests', search: search ? { q: search } : {} })
  }

  function onLogout() {
    // Leave first, then forget the session: the shell would otherwise flash "Kullanıcı bulunamadı".
    void navigate({ to: '/login' }).finally(() => void signOut())
  }

  const bellLabel =
    pending && pending > 0
      ? `Bildirimler: ${pending} bekleyen website talebi`
      : 'Bildirimler: bekleyen talep yok'

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
      <form role="search" onSubmit={onSearch} className="relative min-w-0 flex-1 sm:max-w-md">
        <AdminIcon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Yönetim panelinde ara"
          className="h-10 w-full rounded-full border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
      </form>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Link
          to="/admin/website-requests"
          search={{ status: 'pending' }}
          className={iconButton}
          aria-label={bellLabel}
          title={bellLabel}
        >
          <AdminIcon name="bell" />
          {pending !== null && pending > 0 && (
            <span
              data-testid="admin-bell-dot"
              className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-slate-950"
            />
          )}
        </Link>
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
    </header>
  )
}
