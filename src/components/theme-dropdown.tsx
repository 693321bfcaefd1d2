// The dropdown theme switcher (Headless UI Menu); loaded lazily by theme-switcher.tsx. The menu is
// positioned with CSS, not Headless UI's `anchor` (a portal): inside the mobile menu's dialog, a nested
// portal left focus on <body> when the dialog closed.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useStore } from '../lib/use-store'
import { THEME_LABELS, THEME_PREFERENCES, setThemePreference, themeState } from '../lib/theme'
import { CheckIcon, ChevronDownIcon } from './icons'
import { ThemeIcon } from './theme-icon'

export type DropdownPlacement = 'top' | 'bottom'

export function ThemeDropdown({ placement = 'bottom' }: { placement?: DropdownPlacement }) {
  const { preference } = useStore(themeState)
  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800">
        <ThemeIcon preference={preference} className="size-4" />
        <span>
          Tema: <span className="font-semibold">{THEME_LABELS[preference]}</span>
        </span>
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        className={`absolute right-0 z-[60] w-44 ${placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'} rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800`}
      >
        {THEME_PREFERENCES.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              onClick={() => setThemePreference(option)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-700"
            >
              <ThemeIcon preference={option} className="size-4" />
              <span className="flex-1">{THEME_LABELS[option]}</span>
              {preference === option && (
                <>
                  <CheckIcon className="size-4 text-blue-700 dark:text-blue-400" />
                  <span className="sr-only">(seçili)</span>
                </>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
