import { OAuth2Server } from 'oauth2-mock-server'

// A local OpenID provider (oauth2-mock-server) on a free loopback port, standing in for Google:
// discovery, an authorize endpoint that redirects at once with a code, a token endpoint that checks
// PKCE and signs RS256 ID tokens, and JWKS. Tests choose the identity the next ID tokens carry.

export interface MockIdentity {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  picture?: string
}

export interface MockOidc {
  issuer: string
  /** The identity every following ID token carries. */
  setIdentity(identity: MockIdentity): void
  /** Extra claims for the next ID token only (e.g. a wrong nonce or audience). */
  tamperNextIdToken(claims: Record<string, unknown>): void
  /** Form fields of the token requests received, oldest first. */
  tokenRequests: Array<Record<string, string>>
  stop(): Promise<void>
}

export async function startMockOidc(): Promise<MockOidc> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const issuer = server.issuer.url
  if (!issuer) throw new Error('mock OpenID provider has no issuer URL')

  let identity: MockIdentity = { sub: 'google-subject-1', email: 'kisi@example.com', email_verified: true }
  let tamper: Record<string, unknown> | null = null
  const tokenRequests: Array<Record<string, string>> = []

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity)
    // The ID token is the one with an audience (the client id); the access token has none.
    if (tamper && 'aud' in token.payload) {
      Object.assign(token.payload, tamper)
      tamper = null
    }
  })
  server.service.on('beforeResponse', (_response, req) => {
    tokenRequests.push({ ...(req.body as Record<string, string>) })
  })

  return {
    issuer,
    setIdentity: (next) => {
      identity = next
    },
    tamperNextIdToken: (claims) => {
      tamper = claims
    },
    tokenRequests,
    stop: () => server.stop(),
  }
}
