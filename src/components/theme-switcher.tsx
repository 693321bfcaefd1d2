// The theme switcher in three variants: `button` cycles light → dark → system, `compact` shows the three
// choices as a small radio group, `dropdown` opens a menu (Headless UI, loaded only when rendered).
import { Suspense, lazy, useId } from 'react'
import { useStore } from '../lib/use-store'
import {
  THEME_LABELS,
  THEME_PREFERENCES,
  nextThemePreference,
  setThemePreference,
  themeState,
} from '../lib/theme'
import type { DropdownPlacement } from './theme-dropdown'
import { ThemeIcon } from './theme-icon'

export type ThemeSwitcherVariant = 'button' | 'compact' | 'dropdown'

const ThemeDropdown = lazy(() => import('./theme-dropdown').then((m) => ({ default: m.ThemeDropdown })))

export const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

/** `placement` is where the dropdown's menu opens (above or below its button). */
export function ThemeSwitcher({
  variant,
  placement,
}: {
  variant: ThemeSwitcherVariant
  placement?: DropdownPlacement
}) {
  if (variant === 'compact') return <CompactThemeSwitcher />
  if (variant === 'dropdown')
    return (
      <Suspense fallback={<span className="inline-block h-10 w-32" aria-hidden="true" />}>
        <ThemeDropdown placement={placement} />
      </Suspense>
    )
  return <CyclingThemeButton />
}

function CyclingThemeButton() {
  const { preference } = useStore(themeState)
  const next = nextThemePreference(preference)
  const label = `Tema: ${THEME_LABELS[preference]}. ${THEME_LABELS[next]} temaya geç`
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={label}
      title={label}
      onClick={() => setThemePreference(next)}
    >
      <ThemeIcon preference={preference} />
    </button>
  )
}

function CompactThemeSwitcher() {
  const { preference } = useStore(themeState)
  const name = useId()
  return (
    <fieldset className="flex items-center rounded-full border border-slate-200 p-0.5 dark:border-slate-700">
      <legend className="sr-only">Tema</legend>
      {THEME_PREFERENCES.map((option) => (
        <label key={option} title={THEME_LABELS[option]} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={option}
            checked={preference === option}
            onChange={() => setThemePreference(option)}
            className="peer sr-only"
          />
          <span className="sr-only">{THEME_LABELS[option]}</span>
          <span className="flex size-8 items-center justify-center rounded-full text-slate-600 peer-checked:bg-slate-900 peer-checked:text-white peer-hover:text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-blue-700 dark:text-slate-300 dark:peer-checked:bg-white dark:peer-checked:text-slate-900 dark:peer-hover:text-white dark:peer-focus-visible:outline-blue-400">
            <ThemeIcon preference={option} className="size-4" />
          </span>
        </label>
      ))}
    </fieldset>
  )
}
