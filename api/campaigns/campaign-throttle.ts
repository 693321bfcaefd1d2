import { createSharedWindowCounter } from '../lib/shared-window-counter'
import type { Logger } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'

// The campaign throttle (docs/rules/email-campaigns.md#throttle): mails are handed to the mailer at most
// `ratePerSecond` a second, evenly spaced in each process that sends, and at most that many a second in
// all processes together (counted in the store's rate-limit counters, one window per second of the clock).
// Real time, not the API's clock: it paces the mailer, which runs in real time.

/** The default rate: 10 mails a second (600 a minute), well under what an SMTP relay accepts. */
export const DEFAULT_CAMPAIGN_RATE_PER_SECOND = 10

const SECOND = 1000
const realTime = { now: () => new Date() }

export interface Throttle {
  /** Resolves when the next mail may go (at once when the rate is 0, the limit off, or on abort). */
  wait(signal?: AbortSignal): Promise<void>
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** `shared`: the store every sending process counts in; without it the rate holds in this process only. */
export function createThrottle(
  ratePerSecond: number,
  shared?: { store: RateLimitRepository; logger: Logger },
): Throttle {
  const interval = ratePerSecond > 0 ? SECOND / ratePerSecond : 0
  const all =
    interval > 0 && shared
      ? createSharedWindowCounter({ name: 'campaign-mail', windowMs: SECOND, clock: realTime, ...shared })
      : null
  let next = 0
  return {
    async wait(signal) {
      if (interval === 0) return
      const now = Date.now()
      const at = Math.max(now, next)
      next = at + interval
      await sleep(at - now, signal)
      // Over the rate of all processes this second: the next second, then ask again.
      while (all && !signal?.aborted && (await all.hit('all', ratePerSecond)) !== null) {
        await sleep(SECOND - (Date.now() % SECOND), signal)
      }
    },
  }
}
