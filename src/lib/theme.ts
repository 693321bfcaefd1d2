// The colour theme: the user's preference (light | dark | system), the OS setting and what is applied.
// index.html carries an inline copy of `resolveTheme` + `applyTheme` that runs before first paint (no flash);
// keep the key, the media query and the colours in step with it.
import { proxy, subscribe } from 'valtio/vanilla'

export type ThemePreference = 'light' | 'dark' | 'system'
export type AppliedTheme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'sitekur-ui-theme'
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system']
export const THEME_COLORS: Readonly<Record<AppliedTheme, string>> = { dark: '#0f172a', light: '#ffffff' }
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export const THEME_LABELS: Readonly<Record<ThemePreference, string>> = {
  light: 'Açık',
  dark: 'Koyu',
  system: 'Sistem',
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): AppliedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === value) ?? 'system'
}

/** The button switcher cycles light → dark → system → light. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(preference)
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system'
}

export const themeState = proxy({
  preference: 'system' as ThemePreference,
  systemPrefersDark: false,
  get applied(): AppliedTheme {
    return resolveTheme(this.preference, this.systemPrefersDark)
  },
})

/** What the theme touches outside the store; injectable so the behaviour is testable without a browser. */
export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  darkScheme: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> | null
  root: { classList: Pick<DOMTokenList, 'toggle'>; style: { colorScheme: string } }
  themeColorMeta: Pick<Element, 'setAttribute'> | null
  onStorageChange: (listener: (event: Pick<StorageEvent, 'key' | 'newValue'>) => void) => () => void
}

export function browserThemeEnvironment(): ThemeEnvironment {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    // Storage can be blocked (privacy settings); the theme then lives for the session only.
  }
  return {
    storage,
    darkScheme: typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null,
    root: document.documentElement,
    themeColorMeta: document.querySelector('meta[name="theme-color"]'),
    onStorageChange: (listener) => {
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  }
}

export function applyTheme(environment: ThemeEnvironment, applied: AppliedTheme): void {
  environment.root.classList.toggle('dark', applied === 'dark')
  environment.root.style.colorScheme = applied
  environment.themeColorMeta?.setAttribute('content', THEME_COLORS[applied])
}

let activeEnvironment: ThemeEnvironment | null = null

export function setThemePreference(preference: ThemePreference): void {
  themeState.preference = preference
  try {
    activeEnvironment?.storage?.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // Quota or privacy mode: the choice still applies for this session.
  }
}

function readStored(environment: ThemeEnvironment): string | null {
  try {
    return environment.storage?.getItem(THEME_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * Loads the stored preference, applies the theme and keeps it in step with the store, the OS setting
 * (live, through the media query's change event) and other tabs. Returns a function that stops it.
 */
export function startThemeSync(environment: ThemeEnvironment = browserThemeEnvironment()): () => void {
  activeEnvironment = environment
  themeState.preference = parseThemePreference(readStored(environment))
  themeState.systemPrefersDark = environment.darkScheme?.matches ?? false
  applyTheme(environment, themeState.applied)

  const onSchemeChange = (event: Pick<MediaQueryListEvent, 'matches'>) => {
    themeState.systemPrefersDark = event.matches
  }
  environment.darkScheme?.addEventListener('change', onSchemeChange)
  const stopStorage = environment.onStorageChange((event) => {
    if (event.key === THEME_STORAGE_KEY) themeState.preference = parseThemePreference(event.newValue)
  })
  const stopApplying = subscribe(themeState, () => applyTheme(environment, themeState.applied), true)

  return () => {
    environment.darkScheme?.removeEventListener('change', onSchemeChange)
    stopStorage()
    stopApplying()
    if (activeEnvironment === environment) activeEnvironment = null
  }
}
