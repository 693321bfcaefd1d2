import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context'
import type { Clock } from '../ports/infrastructure'
import { settingsMessages } from './settings-admin.shared'
import type { SystemSettings } from './settings.shared'

const WINDOW_MS = 60_000
/** Past this many clients in one window, the oldest windows are dropped (memory stays bounded). */
const MAX_CLIENTS = 50_000

// The API-wide limit of the settings (docs/rules/system-settings.md#rate-limit): at most
// `maxRequestsPerMinute` calls per client in a fixed one-minute window, counted in this process's
// memory (no query per request). A client is a signed-in session, or an address when signed out.
export function createApiRateLimit(clock: Clock) {
  const windows = new Map<string, { start: number; count: number }>()

  return {
    /** Counts one call; answers the seconds to wait when over the limit, else null. */
    hit(client: string, limit: number): number | null {
      const now = clock.now().getTime()
      let window = windows.get(client)
      if (!window || now - window.start >= WINDOW_MS) {
        if (window) windows.delete(client)
        if (windows.size >= MAX_CLIENTS) {
          for (const [key, old] of windows) {
            if (now - old.start < WINDOW_MS && windows.size < MAX_CLIENTS) break
            windows.delete(key)
          }
        }
        window = { start: now, count: 0 }
        windows.set(client, window)
      }
      window.count++
      return window.count > limit ? Math.ceil((window.start + WINDOW_MS - now) / 1000) : null
    },
  }
}
export type ApiRateLimit = ReturnType<typeof createApiRateLimit>

/** 429 with Retry-After once a client goes over the settings' limit; nothing while the limit is off. */
export function apiRateLimitMiddleware(deps: {
  limiter: ApiRateLimit
  settings: () => Promise<SystemSettings>
  clientIp: (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) => string
}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { rateLimitEnabled, maxRequestsPerMinute } = await deps.settings()
    if (!rateLimitEnabled) return next()
    const claims = c.get('claims')
    const client = claims ? `session:${claims.sessionId}` : `ip:${deps.clientIp(c)}`
    const wait = deps.limiter.hit(client, maxRequestsPerMinute)
    if (wait === null) return next()
    c.header('Retry-After', String(Math.max(1, wait)))
    return c.json({ success: false, message: settingsMessages.rateLimited }, 429)
  }
}
