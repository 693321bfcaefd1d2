// The signed-in user's account menu (Headless UI Menu); loaded only when someone is signed in.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useStore } from '../lib/use-store'
import { sessionState, signOut } from '../lib/session'
import { accountLinksFor } from './account-links'
import { useSignOut } from './use-sign-out'

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700'

export function AccountMenu() {
  const { user } = useStore(sessionState)
  const signOutFlow = useSignOut(() => {
    void signOut()
    window.location.hash = '#/'
  })
  if (!user) return null
  const initial = user.name.trim().charAt(0).toLocaleUpperCase('tr-TR') || '?'
  return (
    <>
      <Menu>
        <MenuButton
          aria-label={`Hesap menüsü: ${user.name}`}
          className="inline-flex size-10 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white dark:bg-white dark:text-slate-900"
        >
          {initial}
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-[60] w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:6px] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
        >
          <div className="px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
            <p className="font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="truncate">{user.email}</p>
          </div>
          {accountLinksFor(user).map((link) => (
            <MenuItem key={link.label}>
              <a href={link.href} className={itemClass}>
                {link.label}
              </a>
            </MenuItem>
          ))}
          <MenuItem>
            <button type="button" className={itemClass} onClick={signOutFlow.request}>
              Çıkış Yap
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {signOutFlow.dialog}
    </>
  )
}
