// The mobile menu: a Headless UI dialog (focus trap, Escape, focus returns to the menu button) that
// mirrors the navigation bar. Loaded lazily by mobile-menu-button.tsx.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useSignOut } from './use-sign-out'
import { useStore } from '../lib/use-store'
import { sessionState, signOut } from '../lib/session'
import { CloseIcon } from './icons'
import { accountLinksFor } from './account-links'
import { navLinksFor } from './nav-items'
import type { NavLink } from './nav-items'
import { ThemeDropdown } from './theme-dropdown'
import { iconButtonClass } from './theme-switcher'

const itemClass = 'flex w-full items-center rounded-xl px-4 py-3 text-base font-semibold'

function itemTone(link: NavLink): string {
  return link.primary
    ? 'justify-center bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'
    : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
}

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useStore(sessionState)
  const links = [...navLinksFor(user), ...(user ? accountLinksFor(user) : [])]
  const signOutFlow = useSignOut(() => {
    void signOut()
    onClose()
    window.location.hash = '#/'
  })
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-slate-950/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">Menü</DialogTitle>
          <button type="button" className={iconButtonClass} aria-label="Menüyü kapat" onClick={onClose}>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobil menü">
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href} className={`${itemClass} ${itemTone(link)}`} onClick={onClose}>
                  {link.label}
                </a>
              </li>
            ))}
            {user && (
              <li>
                <button
                  type="button"
                  className={`${itemClass} ${itemTone({ label: '', href: '' })}`}
                  onClick={signOutFlow.request}
                >
                  Çıkış Yap
                </button>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Görünüm</span>
          <ThemeDropdown placement="top" />
        </div>
        {signOutFlow.dialog}
      </DialogPanel>
    </Dialog>
  )
}
