import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context'
import type { AccessTokens } from '../auth/access-tokens'

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

// Reads the bearer token (if any) into `claims`; rejecting is the guards' job.
export function claimsMiddleware(accessTokens: AccessTokens): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    c.set('claims', token ? await accessTokens.verify(token) : null)
    await next()
  }
}
