// Opens the mobile menu. The menu itself (Headless UI Dialog) loads on first intent, not with the page.
import { Suspense, lazy, useState } from 'react'
import { MenuIcon } from './icons'
import { iconButtonClass } from './theme-switcher'

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))

export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const preload = () => void loadMobileMenu()
  return (
    <>
      <button
        type="button"
        className={iconButtonClass}
        aria-label="Menüyü aç"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <MenuIcon className="size-6" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
