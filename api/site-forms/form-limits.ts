import { createSharedWindowCounter } from '../lib/shared-window-counter'
import type { ApiPorts } from '../ports'

// How often a site's forms take posts (docs/rules/site-forms.md#limits), counted across every process in
// the store's rate-limit counters: one address on one site, one address over all sites, and one site
// from everyone. A flood against one site fills its own counters only; other sites keep theirs.

export const FORM_LIMITS = {
  /** Posts of one address to one site in ten minutes. */
  perAddressAndSite: 5,
  /** Posts of one address to any site in an hour. */
  perAddress: 30,
  /** Posts to one site from anyone in an hour. */
  perSite: 100,
} as const

const TEN_MINUTES = 10 * 60_000
const HOUR = 60 * 60_000

export function createFormLimits(ports: ApiPorts) {
  const counter = (name: string, windowMs: number) =>
    createSharedWindowCounter({
      name,
      windowMs,
      clock: ports.clock,
      store: ports.repos.rateLimits,
      logger: ports.logger,
    })
  const shortWindow = counter('site-form', TEN_MINUTES)
  const longWindow = counter('site-form-hour', HOUR)

  return {
    /** Counts a post; answers the seconds to wait when any limit is passed, else null. */
    async hit(websiteId: string, ip: string): Promise<number | null> {
      const waits = await Promise.all([
        shortWindow.hit(`${websiteId}\n${ip}`, FORM_LIMITS.perAddressAndSite),
        longWindow.hit(`address\n${ip}`, FORM_LIMITS.perAddress),
        longWindow.hit(`site\n${websiteId}`, FORM_LIMITS.perSite),
      ])
      const over = waits.filter((wait): wait is number => wait !== null)
      return over.length ? Math.max(...over) : null
    },
  }
}
