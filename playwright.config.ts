import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 4317)
// What only the full browser does: show notifications (push) and run as an installed app (pwa). Every other
// spec runs on the headless shell, a fifth cheaper (tests/support/chromium.ts, decision 0025).
const FULL_BROWSER_SPECS = ['**/push.spec.ts', '**/pwa.spec.ts']

// e2e runs against the built PWA served by the real server with a throwaway data directory.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'off',
    // The service worker precaches the whole build in every new context (several seconds of CPU) and
    // stands between the page and the API. Specs about it (offline, the outbox, push, the PWA, the
    // offline demo) let it in with test.use({ serviceWorkers: 'allow' }); docs/testing.md#the-e2e-suite.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testMatch: FULL_BROWSER_SPECS, use: { launchOptions: chromiumLaunchOptions } },
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: { launchOptions: headlessShellLaunchOptions },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
})
