// The campaign throttle (docs/rules/email-campaigns.md#throttle): mails are handed to the mailer at most
// `ratePerSecond` a second, evenly spaced, in each process that sends. Real time, not the API's clock:
// it paces the mailer, which runs in real time.

/** The default rate: 10 mails a second (600 a minute), well under what an SMTP relay accepts. */
export const DEFAULT_CAMPAIGN_RATE_PER_SECOND = 10

export interface Throttle {
  /** Resolves when the next mail may go (at once when the rate is 0, the limit off, or on abort). */
  wait(signal?: AbortSignal): Promise<void>
}

export function createThrottle(ratePerSecond: number): Throttle {
  const interval = ratePerSecond > 0 ? 1000 / ratePerSecond : 0
  let next = 0
  return {
    async wait(signal) {
      if (interval === 0) return
      const now = Date.now()
      const at = Math.max(now, next)
      next = at + interval
      const delay = at - now
      if (delay <= 0 || signal?.aborted) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, delay)
        function done() {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          resolve()
        }
        signal?.addEventListener('abort', done, { once: true })
      })
    },
  }
}
