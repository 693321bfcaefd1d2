import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import { ApiError, readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import {
  authActionInputSchema,
  loginInputSchema,
  logoutInputSchema,
  messageResponseSchema,
  refreshInputSchema,
  refreshResponseSchema,
  registerInputSchema,
  registerResponseSchema,
  resendInputSchema,
  sessionResponseSchema,
  verifyCodeInputSchema,
  verifyLinkInputSchema,
} from '../schemas/auth'
import type { Services } from '../services'
import { bearerToken } from '../middleware/claims'
import { readAuthAction, resend, runAuthAction } from './auth-actions'
import { loginAnswer, withDemoCode } from './demo-login'
import { verificationMessages } from './email-verification'

const TAG = 'Kimlik doğrulama'

// POST /api/auth/* — the documented REST calls of the customer side, plus /api/auth for the admin
// API client (same actions as /api/auth.php, answered with top-level token/user fields as well).
export function authRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  const ip = services.clientIp

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/register',
      summary: 'Kayıt: doğrulama kodu ve bağlantısı e-postayla gönderilir',
      tag: TAG,
      access: 'none',
      body: registerInputSchema,
      responses: { 200: { description: 'Her adres için aynı yanıt', schema: registerResponseSchema } },
    },
    async (c) => {
      const result = await services.auth.register(await readBody(c, registerInputSchema), ip(c))
      return c.json({ success: true, ...(await withDemoCode(services, result)) })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/login',
      summary: 'Giriş: erişim ve yenileme anahtarı',
      tag: TAG,
      access: 'none',
      body: loginInputSchema,
      responses: { 200: { description: 'Oturum', schema: sessionResponseSchema } },
    },
    async (c) => {
      const { message, data } = await loginAnswer(services, await readBody(c, loginInputSchema), ip(c))
      return c.json({ success: true, message, data })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/refresh',
      summary: 'Yenileme anahtarını döndürür (rotation)',
      tag: TAG,
      access: 'none',
      body: refreshInputSchema,
      responses: { 200: { description: 'Yeni anahtarlar', schema: refreshResponseSchema } },
    },
    async (c) => {
      const body = await readBody(c, refreshInputSchema)
      const session = await services.auth.refresh(body.refreshToken ?? body.refresh_token)
      const { user: _user, ...tokens } = session
      return c.json({ success: true, message: 'Oturum yenilendi', data: tokens })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/logout',
      summary: 'Çıkış: oturumu (yenileme anahtarı ailesini) iptal eder',
      tag: TAG,
      access: 'none',
      body: logoutInputSchema,
      responses: { 200: { description: 'Çıkış yapıldı', schema: messageResponseSchema } },
    },
    async (c) => {
      const body = await readBody(c, logoutInputSchema)
      const result = await services.auth.logout({
        bearer: bearerToken(c.req.header('authorization')),
        refreshToken: body.refreshToken ?? body.refresh_token,
      })
      return c.json({ success: true, ...result })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/verify-email',
      summary: '6 haneli kodla e-posta doğrulama; oturum açar',
      tag: TAG,
      access: 'none',
      body: verifyCodeInputSchema,
      responses: { 200: { description: 'Doğrulandı, oturum', schema: sessionResponseSchema } },
    },
    async (c) => {
      const body = await readBody(c, verifyCodeInputSchema)
      const result = await runAuthAction(c, services, { action: 'verify_email', ...body })
      return c.json({ success: true, ...result })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/verify-link',
      summary: 'Bağlantıdaki tek kullanımlık anahtarla e-posta doğrulama',
      tag: TAG,
      access: 'none',
      body: verifyLinkInputSchema,
      responses: { 200: { description: 'Doğrulandı', schema: messageResponseSchema } },
    },
    async (c) => {
      const { token } = await readBody(c, verifyLinkInputSchema)
      if (!token?.trim()) throw new ApiError(400, verificationMessages.linkMissing)
      await services.verification.verifyLink(token.trim(), ip(c))
      return c.json({ success: true, message: verificationMessages.success })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth/resend-verification',
      summary: 'Doğrulama e-postasını yeniden gönderir (120 sn aralıkla)',
      tag: TAG,
      access: 'none',
      body: resendInputSchema,
      responses: { 200: { description: 'Her adres için aynı yanıt', schema: messageResponseSchema } },
    },
    async (c) => resend(c, services, (await readBody(c, resendInputSchema)).email),
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/auth',
      summary: 'Admin API istemcisi: action login | register | verify_email | refresh | logout',
      tag: TAG,
      access: 'none',
      body: authActionInputSchema,
      responses: {
        200: {
          description: 'success, message, data ve (oturumda) token, user, refresh_token üst düzeyde',
          schema: z.looseObject({ success: z.literal(true), message: z.string() }),
        },
      },
    },
    async (c) => {
      const result = await runAuthAction(c, services, await readAuthAction(c))
      const data = 'data' in result ? result.data : undefined
      const top = data && 'token' in data ? data : {}
      return c.json({ success: true, ...top, ...result })
    },
  )

  return app
}
