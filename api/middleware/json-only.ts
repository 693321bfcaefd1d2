import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context'

export const jsonOnlyMessage = 'Bu istek yalnızca JSON gövdesi (Content-Type: application/json) kabul eder.'

/** The sign-in and sign-up calls: another site's form or no-cors fetch must not reach them. */
export const JSON_ONLY_PATHS = ['/api/auth', '/api/auth/*', '/api/auth.php', '/verify-email.php'] as const

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/** True when the request carries body bytes (a bodiless POST such as a bare logout is fine). */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (request.headers.get('transfer-encoding')) return true
  if (length !== null) return length.trim() !== '0'
  return request.body !== null
}

/**
 * A browser sends text/plain, form and multipart bodies across sites without asking (no CORS
 * preflight); application/json it must ask for, and the API grants no other origin. Requiring JSON on
 * these paths therefore stops another site from registering, signing in or resending mail through a
 * visitor's browser. 415 with a Turkish message otherwise.
 */
export function jsonOnlyMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const type = c.req.header('content-type')
    const ok = type === undefined ? !hasBody(c.req.raw) : JSON_TYPE.test(type.trim())
    if (!ok) return c.json({ success: false, message: jsonOnlyMessage }, 415)
    return next()
  }
}
