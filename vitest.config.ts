import { configDefaults, defineConfig } from 'vitest/config'

const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'api/**/*.test.ts',
  'server/**/*.test.ts',
  'sw/**/*.test.ts',
  'scripts/**/*.test.ts',
]
/**
 * Unit files that need a module graph of their own: they replace a module (vi.mock), set a global, or hold
 * an IndexedDB database open in a module that the next file would find open (docs/testing.md#the-unit-tests).
 */
const OWN_MODULE_GRAPH = [
  'api/site-renderer/page-sections.test.ts',
  'src/lib/drafts.test.ts',
  'src/lib/drafts-saver.test.ts',
  'src/lib/outbox-count.test.ts',
  'src/lib/refused-writes.test.ts',
  'src/components/refused-writes/resend-refused-write.test.ts',
  'src/lib/session-refresh.test.ts',
  'src/lib/data/list-page.test.ts',
  'src/lib/data/live-enrolment.test.ts',
  'sw/outbox.test.ts',
  'sw/page-navigation.test.ts',
  'sw/api-strategy.test.ts',
  'sw/emulation/seed/seed-demo-data.test.ts',
  'sw/emulation/seed/seed-offline-demo.test.ts',
  'sw/emulation/dexie-repositories.test.ts',
  'sw/emulation/dexie-upgrades.test.ts',
]

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on this two-core machine. Contract files wait
    // on PostgreSQL and on child processes much of the time, so two keep both cores busy (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_MODULE_GRAPH],
          environment: 'node',
          globalSetup: ['tests/support/test-databases.setup.ts'],
          // The files share one module graph per worker: importing it again for each file was more than half
          // of the unit stage's time (docs/testing.md#the-unit-tests).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: OWN_MODULE_GRAPH,
          environment: 'node',
          globalSetup: ['tests/support/test-databases.setup.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/crash/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/test-databases.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share one module graph per worker: each would otherwise import the whole API again.
          isolate: false,
        },
      },
    ],
  },
})
