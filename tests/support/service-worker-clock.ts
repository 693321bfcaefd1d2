import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test'
import { pageApi } from './service-worker-page'

// Moves the service worker's clock. Playwright's clock (page.clock) fakes time in pages only; the
// offline demo's API runs in the service worker, whose `new Date()` and `Date.now()` decide when a demo
// token has expired. This replaces the worker's global `Date` (from the test, not from the product) with
// one that runs `offset` milliseconds ahead. Chromium may stop an idle worker and start it again, which
// would drop the replacement silently: moveServiceWorkerClock checks that the worker still holds the
// offset it was last given, and serviceWorkerClockOffset reads the offset back from an answer the worker
// made (/health's `time`), so a test can assert that the API really judged at the moved time.

/** The page's one service worker (the PWA registers one). */
export function serviceWorkerOf(context: BrowserContext): Worker {
  const workers = context.serviceWorkers()
  expect(workers, 'one service worker in the context').toHaveLength(1)
  const [worker] = workers
  if (!worker) throw new Error('no service worker in the context')
  return worker
}

/** Moves the worker's clock `byMs` further on; `expectedOffsetMs` is where it stood (0 at first). */
export async function moveServiceWorkerClock(
  context: BrowserContext,
  expectedOffsetMs: number,
  byMs: number,
): Promise<number> {
  const { before, after } = await serviceWorkerOf(context).evaluate((by) => {
    const shifted = globalThis as typeof globalThis & { __testClockOffset?: number }
    const before = shifted.__testClockOffset ?? 0
    if (shifted.__testClockOffset === undefined) {
      const RealDate = Date
      const now = () => RealDate.now() + (shifted.__testClockOffset ?? 0)
      // A Date built with no arguments (or Date.now) reads the moved time; every other use is the real Date.
      const MovedDate = function (this: unknown, ...args: unknown[]) {
        if (!new.target) return new RealDate(now()).toString()
        return args.length === 0
          ? new RealDate(now())
          : new (RealDate as new (...values: unknown[]) => Date)(...args)
      } as unknown as DateConstructor
      Object.setPrototypeOf(MovedDate, RealDate)
      Object.defineProperty(MovedDate, 'prototype', { value: RealDate.prototype })
      Object.defineProperty(MovedDate, 'now', { value: now })
      globalThis.Date = MovedDate
    }
    shifted.__testClockOffset = before + by
    return { before, after: shifted.__testClockOffset }
  }, byMs)
  // A restarted worker would start again at offset 0.
  expect(before, 'the service worker kept its moved clock (it was not restarted)').toBe(expectedOffsetMs)
  return after
}

/** How far ahead of real time the worker that answers the page's calls is, from /health's `time`. */
export async function serviceWorkerClockOffset(page: Page): Promise<number> {
  const startedAt = Date.now()
  const health = await pageApi(page, '/health')
  expect(health.source).toBe('emulated')
  const workerTime = Date.parse(String(health.body.time))
  return workerTime - (startedAt + Date.now()) / 2
}
