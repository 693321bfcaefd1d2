import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context'
import type { SharedWindowCounter } from '../lib/shared-window-counter'
import { settingsMessages } from './settings-admin.shared'
import type { SystemSettings } from './settings.shared'

/** The settings' limit is per minute. */
export const API_RATE_WINDOW_MS = 60_000

// The API-wide limit of the settings (docs/rules/system-settings.md#rate-limit): at most
// `maxRequestsPerMinute` calls per client in a fixed one-minute window, counted across every process
// sharing the database. A client is a signed-in account (all its sessions together), or an address
// when signed out.

/** 429 with Retry-After once a client goes over the settings' limit; nothing while the limit is off. */
export function apiRateLimitMiddleware(deps: {
  counter: SharedWindowCounter
  settings: () => Promise<SystemSettings>
  clientIp: (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) => string
}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { rateLimitEnabled, maxRequestsPerMinute } = await deps.settings()
    if (!rateLimitEnabled) return next()
    const claims = c.get('claims')
    const client = claims ? `account:${claims.userId}` : `ip:${deps.clientIp(c)}`
    const wait = await deps.counter.hit(client, maxRequestsPerMinute)
    if (wait === null) return next()
    c.header('Retry-After', String(wait))
    return c.json({ success: false, message: settingsMessages.rateLimited }, 429)
  }
}
