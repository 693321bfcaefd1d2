// The sticky navigation bar. Rendered by the app shell and, at build time, into the prerendered landing,
// so it must look the same before and after the scripts run.
import { Suspense, lazy, useSyncExternalStore } from 'react'
import { useStore } from '../lib/use-store'
import { sessionState } from '../lib/session'
import { Logo } from './logo'
import { MobileMenuButton } from './mobile-menu-button'
import { navLinkClass, navLinkTone, navLinksFor } from './nav-items'
import { ThemeSwitcher } from './theme-switcher'

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))
// The customer's bell (docs/rules/notifications.md#the-customers-bell): loaded only for a signed-in customer.
const CustomerBell = lazy(() =>
  import('../features/customer-bell/customer-bell').then((m) => ({ default: m.CustomerBell })),
)
const bellSpace = <span className="inline-block size-10" aria-hidden="true" />

// The account menu lives in the md+ part of the bar (hidden below 48rem, where the mobile menu carries
// the same links): a phone never loads it (Headless UI's Menu, ~30 kB gzipped, on every signed-in page).
const WIDE_QUERY = '(min-width: 48rem)'

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE_QUERY)
      query.addEventListener('change', listener)
      return () => query.removeEventListener('change', listener)
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  )
}

export function SiteNavbar() {
  const { user } = useStore(sessionState)
  const wide = useWideScreen()
  const links = navLinksFor(user)
  const bell = user?.role === 'user' && <Suspense fallback={bellSpace}>{<CustomerBell />}</Suspense>
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-900/90 dark:supports-[backdrop-filter]:bg-slate-900/75">
      <nav
        aria-label="Ana menü"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        {/* h-10: the row is as tall before the scripts run as after (the account menu and the bell are 40 px). */}
        <div className="hidden h-10 items-center gap-2 md:flex">
          <ThemeSwitcher variant="compact" />
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`${navLinkClass} ${navLinkTone(link)}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {wide && bell}
          {user && wide && (
            <Suspense fallback={<span className="inline-block size-10" aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          )}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {!wide && bell}
          <ThemeSwitcher variant="button" />
          <MobileMenuButton />
        </div>
      </nav>
    </header>
  )
}
