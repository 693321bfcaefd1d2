import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiEnv } from '../../context'
import { readBody } from '../../lib/http'
import type { RouteRegistry } from '../../openapi/registry'
import { sessionResponseSchema } from '../../schemas/auth'
import {
  authProvidersResponseSchema,
  googleCallbackQuerySchema,
  googleExchangeInputSchema,
} from '../../schemas/google-sign-in'
import type { Services } from '../../services'
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_SECONDS } from './flow-state'
import type { Redirect } from './google-sign-in'

const TAG = 'Google ile giriş'

// The real paths of the flow (/auth/google, /auth/google/callback: an OAuth redirect URI cannot
// carry a '#'), the PWA's exchange of the one-time handoff, and the provider list.
export function googleRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  const google = services.google
  const secure = services.ports.config.publicUrl.startsWith('https:')

  const redirect = (c: Context<ApiEnv>, target: Redirect) => {
    if (target.cookie) {
      setCookie(c, FLOW_COOKIE, target.cookie, {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: FLOW_TTL_SECONDS,
      })
    }
    return c.redirect(target.location, 302)
  }

  for (const path of ['/auth/google', '/api/auth/google/start']) {
    registry.route(
      app,
      {
        method: 'get',
        path,
        summary: 'Google ile girişi başlatır: sağlayıcının yetkilendirme sayfasına yönlendirir',
        tag: TAG,
        access: 'none',
        responses: {
          302: {
            description: 'Google’a (PKCE, state, nonce) veya yapılandırılmamışsa #/login’e yönlendirme',
          },
        },
      },
      async (c) => redirect(c, await google.start()),
    )
  }

  registry.route(
    app,
    {
      method: 'get',
      path: '/auth/google/callback',
      summary:
        'Sağlayıcının dönüşü: kodu alır, kimliği doğrular, #/auth/callback’e tek kullanımlık kodla yönlendirir',
      tag: TAG,
      access: 'none',
      query: googleCallbackQuerySchema,
      responses: { 302: { description: '#/auth/callback?handoff=… veya #/auth/callback?error=…' } },
    },
    async (c) => {
      const query = googleCallbackQuerySchema.safeParse(c.req.query())
      const flowCookie = getCookie(c, FLOW_COOKIE)
      deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure, httpOnly: true, sameSite: 'Lax' })
      return redirect(
        c,
        await google.callback(query.success ? query.data : {}, flowCookie, services.clientIp(c)),
      )
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/google/exchange',
      summary: 'Tek kullanımlık Google giriş kodunu oturuma çevirir (60 sn)',
      tag: TAG,
      access: 'none',
      body: googleExchangeInputSchema,
      responses: { 200: { description: 'Oturum (girişle aynı gövde)', schema: sessionResponseSchema } },
    },
    async (c) => {
      const { handoff } = await readBody(c, googleExchangeInputSchema)
      return c.json({ success: true, ...(await google.exchange(handoff)) })
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/auth/providers',
      summary: 'Kullanılabilir harici giriş sağlayıcıları',
      tag: TAG,
      access: 'none',
      responses: {
        200: { description: 'google: yapılandırıldıysa true', schema: authProvidersResponseSchema },
      },
    },
    (c) => c.json({ success: true, google: google.available }),
  )

  return app
}
