import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { AccessClaims } from '../context'
import type { ApiPorts } from '../ports'
import type { UserRecord } from '../users/user.shared'
import { DEMO_TOKEN_ISSUER } from './demo-tokens'

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900
const AUDIENCE = 'sitekur-api'
const REAL_ISSUER = 'sitekur'
const DEMO_ISSUER = DEMO_TOKEN_ISSUER

// HS256 access tokens. Demo tokens (service-worker emulation) carry `demo: true` and the issuer
// 'sitekur-demo'; a host with acceptsDemoTokens=false (the server) refuses them outright.
export function createAccessTokens(ports: ApiPorts) {
  const key = new TextEncoder().encode(ports.secrets.jwtSecret)
  const ttl = ports.config.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS
  const demo = ports.config.issuesDemoTokens
  const acceptedIssuers = ports.config.acceptsDemoTokens ? [REAL_ISSUER, DEMO_ISSUER] : [REAL_ISSUER]

  function toClaims(payload: JWTPayload): AccessClaims | null {
    const isDemo = payload.demo === true || payload.iss === DEMO_ISSUER
    if (isDemo && !ports.config.acceptsDemoTokens) return null
    const role = payload.role
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    if (typeof payload.exp !== 'number') return null
    if (role !== 'admin' && role !== 'user') return null
    return { userId: payload.sub, role, sessionId: payload.sid, demo: isDemo }
  }

  async function verifyWith(token: string, currentDate: Date): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: acceptedIssuers,
      audience: AUDIENCE,
      currentDate,
      // A token without an expiry would be good forever; one without a subject or session is no one's.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    })
    return payload
  }

  return {
    ttlSeconds: ttl,
    async sign(user: Pick<UserRecord, 'id' | 'role'>, sessionId: string): Promise<string> {
      const now = Math.floor(ports.clock.now().getTime() / 1000)
      const claims: JWTPayload = { role: user.role, sid: sessionId }
      if (demo) claims.demo = true
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(demo ? DEMO_ISSUER : REAL_ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .setJti(ports.ids.uuid())
        .sign(key)
    },
    /** Claims of a valid, unexpired token; null otherwise. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        return toClaims(await verifyWith(token, ports.clock.now()))
      } catch {
        return null
      }
    },
    /** Like verify, but an expired (still authentic) token is accepted: logout must work late. */
    async verifyAllowingExpired(token: string): Promise<AccessClaims | null> {
      try {
        return toClaims(await verifyWith(token, ports.clock.now()))
      } catch (error) {
        // The signature is checked before the claims, so the payload of JWTExpired is authentic.
        if (!(error instanceof errors.JWTExpired)) return null
        const { iss, aud } = error.payload
        const audiences = Array.isArray(aud) ? aud : [aud]
        if (typeof iss !== 'string' || !acceptedIssuers.includes(iss) || !audiences.includes(AUDIENCE)) {
          return null
        }
        return toClaims(error.payload)
      }
    },
  }
}
export type AccessTokens = ReturnType<typeof createAccessTokens>
