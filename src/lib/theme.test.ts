import { afterEach, describe, expect, it } from 'vitest'
import {
  THEME_STORAGE_KEY,
  nextThemePreference,
  parseThemePreference,
  resolveTheme,
  setThemePreference,
  startThemeSync,
  themeState,
} from './theme'
import type { ThemeEnvironment } from './theme'

describe('resolveTheme', () => {
  it('applies an explicit preference whatever the OS says', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('follows the OS for system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
  })
})

describe('preferences', () => {
  it('parses stored values, falling back to system', () => {
    expect(parseThemePreference('dark')).toBe('dark')
    expect(parseThemePreference('light')).toBe('light')
    expect(parseThemePreference(null)).toBe('system')
    expect(parseThemePreference('DARK')).toBe('system')
  })

  it('cycles light → dark → system → light', () => {
    expect(nextThemePreference('light')).toBe('dark')
    expect(nextThemePreference('dark')).toBe('system')
    expect(nextThemePreference('system')).toBe('light')
  })
})

/** A stand-in for the browser: a storage map, a settable media query, the <html> element and its meta. */
function fakeBrowser(options: { stored?: string; osDark?: boolean } = {}) {
  const storage = new Map<string, string>(options.stored ? [[THEME_STORAGE_KEY, options.stored]] : [])
  const schemeListeners = new Set<(event: { matches: boolean }) => void>()
  const storageListeners = new Set<(event: { key: string | null; newValue: string | null }) => void>()
  const classes = new Set<string>()
  const html = { classList: classes, colorScheme: '', themeColor: '' }
  const darkScheme = {
    matches: options.osDark ?? false,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      schemeListeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      schemeListeners.delete(listener),
  }
  const environment = {
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    darkScheme,
    root: {
      classList: {
        toggle: (name: string, force?: boolean) => (
          force ? classes.add(name) : classes.delete(name),
          !!force
        ),
      },
      style: {
        get colorScheme() {
          return html.colorScheme
        },
        set colorScheme(value: string) {
          html.colorScheme = value
        },
      },
    },
    themeColorMeta: { setAttribute: (_: string, value: string) => void (html.themeColor = value) },
    onStorageChange: (listener: (event: { key: string | null; newValue: string | null }) => void) => {
      storageListeners.add(listener)
      return () => storageListeners.delete(listener)
    },
  } as unknown as ThemeEnvironment
  return {
    environment,
    storage,
    html,
    isDark: () => classes.has('dark'),
    setOsDark(matches: boolean) {
      darkScheme.matches = matches
      schemeListeners.forEach((listener) => listener({ matches }))
    },
    otherTabStores(value: string) {
      storageListeners.forEach((listener) => listener({ key: THEME_STORAGE_KEY, newValue: value }))
    },
    listenerCount: () => schemeListeners.size + storageListeners.size,
  }
}

describe('startThemeSync', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  it('defaults to system and applies the OS theme, colour scheme and theme-color', () => {
    const browser = fakeBrowser({ osDark: true })
    stop = startThemeSync(browser.environment)
    expect(themeState.preference).toBe('system')
    expect(browser.isDark()).toBe(true)
    expect(browser.html.colorScheme).toBe('dark')
    expect(browser.html.themeColor).toBe('#0f172a')
  })

  it('follows the OS live while the preference is system', () => {
    const browser = fakeBrowser({ osDark: false })
    stop = startThemeSync(browser.environment)
    expect(browser.html.themeColor).toBe('#ffffff')
    browser.setOsDark(true)
    expect(browser.isDark()).toBe(true)
    expect(browser.html.themeColor).toBe('#0f172a')
    browser.setOsDark(false)
    expect(browser.isDark()).toBe(false)
    expect(browser.html.colorScheme).toBe('light')
  })

  it('keeps an explicit preference when the OS changes, and persists it', () => {
    const browser = fakeBrowser({ stored: 'light', osDark: true })
    stop = startThemeSync(browser.environment)
    expect(browser.isDark()).toBe(false)
    browser.setOsDark(false)
    setThemePreference('dark')
    expect(browser.storage.get(THEME_STORAGE_KEY)).toBe('dark')
    expect(browser.isDark()).toBe(true)
    browser.setOsDark(true)
    browser.setOsDark(false)
    expect(browser.isDark()).toBe(true)
  })

  it('picks up a preference stored by another tab', () => {
    const browser = fakeBrowser({ stored: 'dark' })
    stop = startThemeSync(browser.environment)
    browser.otherTabStores('light')
    expect(themeState.preference).toBe('light')
    expect(browser.isDark()).toBe(false)
  })

  it('stops listening when stopped', () => {
    const browser = fakeBrowser()
    startThemeSync(browser.environment)()
    expect(browser.listenerCount()).toBe(0)
  })
})
