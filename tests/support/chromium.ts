import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// Debian's Chromium, never a downloaded browser build; flags keep it off this machine's closed network.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium built without the browser's
 * windows, tabs and UI, the build Playwright itself runs headless tests on. It costs about a fifth less CPU
 * per test; the e2e specs that need the full browser (notifications, the installed app) keep
 * `chromiumExecutable` (playwright.config.ts, decision 0025).
 */
export const headlessShellExecutable =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/**
 * Chromium preloads the address bar's popup (two chrome://omnibox-popup WebUI documents, a renderer of
 * their own) for every browser window, and Playwright opens a window per context: about 1 s of CPU per
 * context that no test looks at (docs/testing.md#the-e2e-suite). They are switched off with
 * --disable-features, but Chromium keeps only the last --disable-features it is given, so the flag has
 * to carry Playwright's own list too. That list is read from Playwright's bundle, so an upgrade that
 * changes it is followed; one that moves it stops the suite here instead of dropping it silently.
 */
const NOT_IN_TESTS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1]
  const features = [...(list ?? '').matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] ?? '')
  if (!features.includes('PaintHolding'))
    throw new Error(
      "Playwright's disabled Chromium features were not found in playwright-core: see tests/support/chromium.ts",
    )
  return features
}

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures(), ...NOT_IN_TESTS].join(',')}`,
]

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumFlags }
export const headlessShellLaunchOptions = { executablePath: headlessShellExecutable, args: chromiumFlags }
