import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on this two-core machine. Contract files wait
    // on PostgreSQL and on child processes much of the time, so two keep both cores busy (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'api/**/*.test.ts',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
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
