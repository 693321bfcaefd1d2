import type { ActivityService } from '../../activity/activity-service'
import { ApiError } from '../../lib/http'
import type { ApiPorts } from '../../ports'
import { googleSignInMessages, type GoogleSignInErrorCode } from './google-sign-in.shared'
import type { AuthService } from '../auth-service'
import { logSignIn } from '../sign-in-activity'
import type { SignInClient } from '../../security/sign-in-client'
import { signInBody } from '../../security/sign-in-gate'
import { createFlowCookies, newFlowState, pkceChallenge, type FlowPlan } from './flow-state'
import { createGoogleAccounts, GoogleSignInError } from './google-accounts'
import { createHandoffs } from './handoffs'
import { createOidcProvider, OidcError } from './oidc-provider'
import { createSignUpPlans, type SignUpSubscriptions } from './sign-up-plan'

export const GOOGLE_SCOPES = 'openid email profile'
export const UNAVAILABLE_REDIRECT = '/#/login?error=google_unavailable'

export type Redirect = { location: string; cookie?: string }
const toCallbackScreen = (query: Record<string, string>) =>
  `/#/auth/callback?${new URLSearchParams(query).toString()}`
const failure = (code: GoogleSignInErrorCode): Redirect => ({ location: toCallbackScreen({ error: code }) })

// Google sign-in on the server (OIDC authorization code flow + PKCE S256, state, nonce): the
// browser is sent to the provider, comes back to /auth/google/callback, and is handed over to the
// PWA's #/auth/callback with a one-time code it exchanges for the same session a login gives. A plan
// passed to the start goes to an account the callback creates (./sign-up-plan.ts).
export function createGoogleSignIn(deps: {
  ports: ApiPorts
  activity: ActivityService
  auth: AuthService
  subscriptions: SignUpSubscriptions
}) {
  const { ports } = deps
  const config = ports.config.google
  const provider = config ? createOidcProvider(config, ports.clock) : null
  const accounts = createGoogleAccounts(ports, deps.activity, config?.adminEmails ?? [])
  const flows = createFlowCookies(ports.secrets.jwtSecret, ports.clock)
  const handoffs = createHandoffs(ports)
  const plans = createSignUpPlans(ports, deps.subscriptions)
  const redirectUri = `${ports.config.publicUrl}/auth/google/callback`

  return {
    available: provider !== null,

    /** Where to send the browser to start, and the flow cookie to set (with the plan asked for). */
    async start(query: { plan?: string; period?: string } = {}): Promise<Redirect> {
      if (!config || !provider) return { location: UNAVAILABLE_REDIRECT }
      let authorizationEndpoint: string
      try {
        authorizationEndpoint = (await provider.discovery()).authorization_endpoint
      } catch (error) {
        ports.logger.error('Google sign-in: discovery failed', { error: String(error) })
        return failure('provider_error')
      }
      let plan: FlowPlan | null
      try {
        plan = await plans.atStart(query.plan, query.period)
      } catch (error) {
        ports.logger.error('Google sign-in: the plan could not be checked', { error: String(error) })
        return failure('server_error')
      }
      const flow = newFlowState(plan)
      const url = new URL(authorizationEndpoint)
      const params: Record<string, string> = {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await pkceChallenge(flow.verifier),
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      }
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
      return { location: url.toString(), cookie: await flows.seal(flow) }
    },

    /** The provider's redirect: a handoff to the PWA, or an error code for its callback screen. */
    async callback(
      query: { code?: string; state?: string; error?: string },
      flowCookie: string | undefined,
      ip: string,
    ): Promise<Redirect> {
      if (!provider) return { location: UNAVAILABLE_REDIRECT }
      if (query.error) return failure(query.error === 'access_denied' ? 'access_denied' : 'provider_error')
      const flow = await flows.open(flowCookie, query.state)
      if (!flow) return failure('invalid_state')
      if (!query.code) return failure('missing_code')
      try {
        const idToken = await provider.exchangeCode({
          code: query.code,
          verifier: flow.verifier,
          redirectUri,
        })
        const identity = await provider.verifyIdToken(idToken, flow.nonce)
        const { user, created } = await accounts.signIn(identity, ip)
        // An account that existed already keeps its plan: the start's choice is for sign-ups only.
        if (created) await plans.startFor(user, flow.plan)
        return { location: toCallbackScreen({ handoff: await handoffs.issue(user.id) }) }
      } catch (error) {
        if (error instanceof GoogleSignInError) return failure(error.code)
        if (error instanceof OidcError) {
          ports.logger.warn('Google sign-in refused', { code: error.code, reason: error.message })
          return failure(error.code)
        }
        ports.logger.error('Google sign-in failed', {
          error: error instanceof Error ? error.stack : String(error),
        })
        return failure('server_error')
      }
    },

    /** Trades a one-time handoff for a session, or the second step's challenge (the body of a login). */
    async exchange(handoff: string | undefined, ip: string, device: SignInClient) {
      const userId = handoff ? await handoffs.redeem(handoff.trim()) : null
      const user = userId ? await ports.repos.users.findById(userId) : null
      if (!user || user.status === 'suspended') throw new ApiError(400, googleSignInMessages.exchangeFailed)
      const now = ports.clock.now().toISOString()
      const signedIn = (await ports.repos.users.update(user.id, { lastLoginAt: now })) ?? user
      const result = await deps.auth.beginSession(signedIn, device, () =>
        logSignIn(deps.activity, signedIn, ip, 'Google'),
      )
      return signInBody(googleSignInMessages.welcome(signedIn.name), result)
    },
  }
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>
