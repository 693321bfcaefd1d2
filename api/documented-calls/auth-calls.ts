import { z } from 'zod'
import { AUTH_ACTIONS, resend, runAuthAction } from '../auth/auth-actions'
import { loginAnswer, withDemoCode } from '../auth/demo-login'
import { verificationMessages } from '../auth/auth-messages.shared'
import { ApiError } from '../lib/http'
import { signInClient } from '../security/sign-in-client'
import { signInAnswerSchema } from '../security/two-factor.shared'
import { bearerToken } from '../middleware/claims'
import { defineRoute, type RouteEntry } from '../routes/define-route'
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
} from '../auth/auth.shared'

const TAG = 'Kimlik doğrulama'

// docs/rules/documented-calls.md#sign-in-calls: POST /api/auth/register, /login, /refresh, /logout, /verify-email,
// /verify-link, /resend-verification; the admin API client: POST /api/auth with an action
// (the same actions as /api/auth.php, answered with top-level token/user fields as well).
export const authCalls: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Kayıt: doğrulama kodu ve bağlantısı e-postayla gönderilir',
    tag: TAG,
    access: 'public',
    session: true,
    body: registerInputSchema,
    activity: 'service',
    responses: { 200: { description: 'Her adres için aynı yanıt', schema: registerResponseSchema } },
    handler: async ({ c, services, body, ip }) => {
      const result = await services.auth.register(body, ip)
      return c.json({ success: true, ...(await withDemoCode(services, result)) })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Giriş: erişim ve yenileme anahtarı',
    tag: TAG,
    access: 'public',
    session: true,
    body: loginInputSchema,
    activity: 'service',
    responses: {
      200: {
        description:
          'Oturum; iki adımlı doğrulamada twoFactorRequired ve challenge (POST /api/auth/two-factor)',
        schema: signInAnswerSchema,
      },
    },
    handler: async ({ c, services, body, ip }) => {
      const answer = await loginAnswer(services, body, ip, signInClient(c, services))
      return c.json({ success: true, ...answer })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'Yenileme anahtarını döndürür (rotation)',
    tag: TAG,
    access: 'public',
    session: true,
    body: refreshInputSchema,
    activity: { none: 'rotates the refresh token of a live session; signing in is what is logged' },
    responses: { 200: { description: 'Yeni anahtarlar', schema: refreshResponseSchema } },
    handler: async ({ c, services, body }) => {
      const session = await services.auth.refresh(body.refreshToken ?? body.refresh_token)
      const { user: _user, ...tokens } = session
      return c.json({ success: true, message: 'Oturum yenilendi', data: tokens })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Çıkış: oturumu (yenileme anahtarı ailesini) iptal eder',
    tag: TAG,
    access: 'public',
    session: true,
    body: logoutInputSchema,
    activity: {
      none: 'ends the caller’s own session; sign-ins are logged, sign-outs change no business data',
    },
    responses: { 200: { description: 'Çıkış yapıldı', schema: messageResponseSchema } },
    handler: async ({ c, services, body }) => {
      const result = await services.auth.logout({
        bearer: bearerToken(c.req.header('authorization')),
        refreshToken: body.refreshToken ?? body.refresh_token,
      })
      return c.json({ success: true, ...result })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/verify-email',
    summary: '6 haneli kodla e-posta doğrulama; oturum açar',
    tag: TAG,
    access: 'public',
    session: true,
    body: verifyCodeInputSchema,
    activity: 'service',
    responses: { 200: { description: 'Doğrulandı, oturum', schema: sessionResponseSchema } },
    handler: async ({ c, services, body }) => {
      const result = await runAuthAction(c, services, { action: 'verify_email', ...body })
      return c.json({ success: true, ...result })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/verify-link',
    summary: 'Bağlantıdaki tek kullanımlık anahtarla e-posta doğrulama',
    tag: TAG,
    access: 'public',
    session: true,
    body: verifyLinkInputSchema,
    activity: 'service',
    responses: { 200: { description: 'Doğrulandı', schema: messageResponseSchema } },
    handler: async ({ c, services, body: { token } }) => {
      if (!token?.trim()) throw new ApiError(400, verificationMessages.linkMissing)
      await services.verification.verifyLink(token.trim(), services.clientIp(c))
      return c.json({ success: true, message: verificationMessages.success })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/resend-verification',
    summary: 'Doğrulama e-postasını yeniden gönderir (120 sn aralıkla)',
    tag: TAG,
    access: 'public',
    session: true,
    body: resendInputSchema,
    activity: { none: 'mails a fresh verification code; no record an admin reads changes' },
    responses: { 200: { description: 'Her adres için aynı yanıt', schema: messageResponseSchema } },
    handler: ({ c, services, body }) => resend(c, services, body.email),
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth',
    summary: 'Admin API istemcisi: action login | register | verify_email | refresh | logout',
    tag: TAG,
    access: 'public',
    session: true,
    body: authActionInputSchema,
    actions: AUTH_ACTIONS,
    activity: 'service',
    responses: {
      200: {
        description: 'success, message, data ve (oturumda) token, user, refresh_token üst düzeyde',
        schema: z.looseObject({ success: z.literal(true), message: z.string() }),
      },
    },
    handler: async ({ c, services, body }) => {
      const result = await runAuthAction(c, services, body)
      const data = 'data' in result ? result.data : undefined
      const top = data && 'token' in data ? data : {}
      return c.json({ success: true, ...top, ...result })
    },
  }),
]
