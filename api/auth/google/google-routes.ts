import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiEnv } from '../../context'
import { defineRoute, type RouteEntry } from '../../routes/define-route'
import {
  authProvidersResponseSchema,
  googleCallbackQuerySchema,
  googleExchangeInputSchema,
  googleStartQuerySchema,
} from './google-sign-in.shared'
import type { Config } from '../../ports/config'
import { signInClient } from '../../security/sign-in-client'
import { signInAnswerSchema } from '../../security/two-factor.shared'
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_SECONDS } from './flow-state'
import type { Redirect } from './google-sign-in'

const TAG = 'Google ile giriş'

const isSecure = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https:')

function redirect(c: Context<ApiEnv>, config: Pick<Config, 'publicUrl'>, target: Redirect) {
  if (target.cookie) {
    setCookie(c, FLOW_COOKIE, target.cookie, {
      path: FLOW_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(config),
      maxAge: FLOW_TTL_SECONDS,
    })
  }
  return c.redirect(target.location, 302)
}

const start = (path: string) =>
  defineRoute({
    method: 'get',
    path,
    summary: 'Google ile girişi başlatır: sağlayıcının yetkilendirme sayfasına yönlendirir',
    tag: TAG,
    access: 'public',
    session: true,
    // ?plan=<code>&period=monthly|yearly from the register screen: kept for a new account.
    query: googleStartQuerySchema,
    responses: {
      302: { description: 'Google’a (PKCE, state, nonce) veya yapılandırılmamışsa #/login’e yönlendirme' },
    },
    handler: async ({ c, services, query }) =>
      redirect(c, services.ports.config, await services.google.start(query)),
  })

// The real paths of the flow (/auth/google, /auth/google/callback: an OAuth redirect URI cannot
// carry a '#'), the PWA's exchange of the one-time handoff, and the provider list.
export const googleRoutes: RouteEntry[] = [
  start('/auth/google'),
  start('/api/auth/google/start'),

  defineRoute({
    method: 'get',
    path: '/auth/google/callback',
    summary:
      'Sağlayıcının dönüşü: kodu alır, kimliği doğrular, #/auth/callback’e tek kullanımlık kodla yönlendirir',
    tag: TAG,
    access: 'public',
    session: true,
    // Every field is an optional string: the provider's query always parses.
    query: googleCallbackQuerySchema,
    responses: { 302: { description: '#/auth/callback?handoff=… veya #/auth/callback?error=…' } },
    handler: async ({ c, services, query, ip }) => {
      const flowCookie = getCookie(c, FLOW_COOKIE)
      deleteCookie(c, FLOW_COOKIE, {
        path: FLOW_COOKIE_PATH,
        secure: isSecure(services.ports.config),
        httpOnly: true,
        sameSite: 'Lax',
      })
      return redirect(c, services.ports.config, await services.google.callback(query, flowCookie, ip))
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/google/exchange',
    summary: 'Tek kullanımlık Google giriş kodunu oturuma çevirir (60 sn)',
    tag: TAG,
    access: 'public',
    session: true,
    body: googleExchangeInputSchema,
    activity: 'service',
    responses: {
      200: {
        description: 'Oturum ya da iki adımlı doğrulama (girişle aynı gövde)',
        schema: signInAnswerSchema,
      },
    },
    handler: async ({ c, services, body, ip }) => {
      const answer = await services.google.exchange(body.handoff, ip, signInClient(c, services))
      return c.json({ success: true, ...answer })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/providers',
    summary: 'Kullanılabilir harici giriş sağlayıcıları',
    tag: TAG,
    access: 'public',
    session: true,
    responses: {
      200: { description: 'google: yapılandırıldıysa true', schema: authProvidersResponseSchema },
    },
    handler: ({ c, services }) => c.json({ success: true, google: services.google.available }),
  }),
]
