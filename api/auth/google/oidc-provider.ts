import { createRemoteJWKSet, jwtVerify } from 'jose'
import { z } from 'zod'
import type { GoogleSignInConfig } from '../../ports/config'
import type { Clock } from '../../ports/infrastructure'

// The OpenID provider as the server sees it: endpoints from discovery (cached), the authorization
// code exchanged with the client secret (client_secret_post), the ID token checked against the
// provider's keys (signature, issuer, audience, expiry, nonce). Web standards only (fetch, jose).

const DISCOVERY_TTL_MS = 3_600_000
const HTTP_TIMEOUT_MS = 10_000

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
})
export type OidcDiscovery = z.infer<typeof discoverySchema>

const tokenResponseSchema = z.object({ id_token: z.string().min(1) })

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  azp: z.string().optional(),
})

export interface OidcIdentity {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
}

export class OidcError extends Error {
  constructor(
    readonly code: 'token_exchange_failed' | 'invalid_id_token',
    message: string,
  ) {
    super(message)
    this.name = 'OidcError'
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

export function createOidcProvider(config: GoogleSignInConfig, clock: Clock) {
  const issuer = trimSlash(config.issuer)
  let cached: { at: number; value: Promise<OidcDiscovery> } | null = null
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null

  async function fetchDiscovery(): Promise<OidcDiscovery> {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`)
    const document = discoverySchema.parse(await response.json())
    // OpenID Connect Discovery 1.0 §4.3: the document's issuer must be the one asked.
    if (trimSlash(document.issuer) !== issuer) throw new Error(`OIDC issuer mismatch: ${document.issuer}`)
    return document
  }

  function discovery(): Promise<OidcDiscovery> {
    const now = Date.now()
    if (!cached || now - cached.at > DISCOVERY_TTL_MS) {
      const value = fetchDiscovery()
      cached = { at: now, value }
      value.catch(() => {
        if (cached?.value === value) cached = null
      })
    }
    return cached.value
  }

  function keySet(uri: string) {
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri)) }
    return keys.set
  }

  // Google's ID tokens may name the issuer without the scheme.
  const acceptedIssuers = (name: string) =>
    name === 'https://accounts.google.com' ? [name, 'accounts.google.com'] : [name]

  return {
    issuer,
    discovery,

    async exchangeCode(input: { code: string; verifier: string; redirectUri: string }): Promise<string> {
      const endpoints = await discovery()
      let response: Response
      try {
        response = await fetch(endpoints.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: input.code,
            redirect_uri: input.redirectUri,
            client_id: config.clientId,
            client_secret: config.clientSecret,
            code_verifier: input.verifier,
          }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        })
      } catch (error) {
        throw new OidcError('token_exchange_failed', `token endpoint unreachable: ${String(error)}`)
      }
      const body: unknown = await response.json().catch(() => null)
      const parsed = tokenResponseSchema.safeParse(body)
      if (!response.ok || !parsed.success) {
        throw new OidcError('token_exchange_failed', `token endpoint answered ${response.status}`)
      }
      return parsed.data.id_token
    },

    async verifyIdToken(idToken: string, nonce: string): Promise<OidcIdentity> {
      const endpoints = await discovery()
      let payload: unknown
      try {
        ;({ payload } = await jwtVerify(idToken, keySet(endpoints.jwks_uri), {
          issuer: acceptedIssuers(endpoints.issuer),
          audience: config.clientId,
          currentDate: clock.now(),
          clockTolerance: 60,
          requiredClaims: ['exp', 'iat', 'sub'],
        }))
      } catch (error) {
        throw new OidcError('invalid_id_token', `ID token rejected: ${String(error)}`)
      }
      const claims = idTokenClaimsSchema.safeParse(payload)
      if (!claims.success || claims.data.nonce !== nonce) {
        throw new OidcError('invalid_id_token', 'ID token nonce or claims invalid')
      }
      const { data } = claims
      if (data.azp !== undefined && data.azp !== config.clientId) {
        throw new OidcError('invalid_id_token', 'ID token azp is another client')
      }
      return {
        issuer,
        subject: data.sub,
        email: data.email?.trim().toLowerCase() || null,
        emailVerified: data.email_verified === true || data.email_verified === 'true',
        name: data.name?.trim() || null,
        picture: data.picture?.trim() || null,
      }
    },
  }
}
export type OidcProvider = ReturnType<typeof createOidcProvider>
