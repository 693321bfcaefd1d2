// Opens the mobile menu. The menu itself (Headless UI Dialog) loads on first intent, not with the page.
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { MenuIcon } from './icons'
import { iconButtonClass } from './theme-switcher'

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))

export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const preload = () => void loadMobileMenu()

  // Headless UI returns focus to the element focused before the dialog, but it only knows focus changes
  // seen after it loaded, and it loads on that very focus or click. So give focus back here, once the
  // page behind the dialog is no longer inert (a few frames), unless something else took focus.
  useEffect(() => {
    if (!mounted || open) return
    let frame = 0
    let attempts = 0
    const refocus = () => {
      const target = button.current
      const active = document.activeElement
      if (!target || active === target || (active && active !== document.body) || attempts++ > 10) return
      target.focus()
      frame = requestAnimationFrame(refocus)
    }
    frame = requestAnimationFrame(refocus)
    return () => cancelAnimationFrame(frame)
  }, [mounted, open])

  return (
    <>
      <button
        ref={button}
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
