import { DEMO_TOKEN_ISSUER, isDemoRefreshToken } from '../api/auth/demo-tokens'

// Which session an API request belongs to, read from its bearer token without verifying it (the API
// verifies; the worker only routes): none, a demo session (issuer 'sitekur-demo', only the emulation
// honours it) or a real one (the user id keys that user's cache and outbox entries).

export type TokenKind =
  | { kind: 'none' }
  | { kind: 'demo' }
  | { kind: 'real'; userId: string; token: string; expiresAt: number | null }

/** The payload of a JWT, or null when the text is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part || token.split('.').length !== 3) return null
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0)),
    )
    const payload: unknown = JSON.parse(json)
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export function accessTokenKind(token: string | null | undefined): TokenKind {
  if (!token) return { kind: 'none' }
  const payload = decodeJwtPayload(token)
  if (!payload) return { kind: 'none' }
  if (payload.iss === DEMO_TOKEN_ISSUER || payload.demo === true) return { kind: 'demo' }
  if (typeof payload.sub !== 'string' || payload.sub === '') return { kind: 'none' }
  const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : null
  return { kind: 'real', userId: payload.sub, token, expiresAt }
}

export function bearerToken(headers: Headers): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null
}

/** A refresh token carried in an auth body ({refreshToken} or {refresh_token}), by kind. */
export function bodyRefreshTokenKind(bodyText: string): 'none' | 'demo' | 'real' {
  let body: unknown
  try {
    body = JSON.parse(bodyText)
  } catch {
    return 'none'
  }
  if (typeof body !== 'object' || body === null) return 'none'
  const fields = body as { refreshToken?: unknown; refresh_token?: unknown }
  const token = [fields.refreshToken, fields.refresh_token].find((v) => typeof v === 'string' && v !== '')
  if (typeof token !== 'string') return 'none'
  return isDemoRefreshToken(token) ? 'demo' : 'real'
}

/** Still usable for at least `marginMs` (a token without exp counts as usable). */
export function isUsable(kind: TokenKind, now: number, marginMs = 30_000): boolean {
  return kind.kind === 'real' && (kind.expiresAt === null || kind.expiresAt - now > marginMs)
}
