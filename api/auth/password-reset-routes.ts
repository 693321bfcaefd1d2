import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { messageResponseSchema } from './auth.shared'
import { passwordResetMessages } from './password-reset-messages.shared'
import {
  passwordResetConfirmSchema,
  passwordResetRequestAnswerSchema,
  passwordResetRequestSchema,
} from './password-reset.shared'

const TAG = 'Kimlik doğrulama'

// A forgotten password (docs/rules/accounts-and-sign-in.md#forgotten-password). Both calls are public
// and sign-in calls: they carry an address, a code or a password, so no client queues or replays them.
export const passwordResetRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/auth/password-reset',
    summary: 'Şifremi unuttum: sıfırlama bağlantısı ve 6 haneli kod e-postayla gönderilir (30 dk)',
    tag: TAG,
    access: 'public',
    session: true,
    body: passwordResetRequestSchema,
    activity: { none: 'mails a reset link and code; nothing an admin reads changes until it is used' },
    responses: {
      200: { description: 'Her adres için aynı yanıt', schema: passwordResetRequestAnswerSchema },
      429: { description: 'Çok fazla istek (adres ya da istemci başına)', schema: errorResponseSchema },
    },
    handler: async ({ c, services, body, ip }) => {
      const { demoCode } = await services.passwordReset.request(body.email, ip)
      // The offline demo sends no mail: its answer carries the code and says why.
      if (demoCode) {
        return c.json({
          success: true,
          message: passwordResetMessages.demoCode(demoCode),
          data: { demo_code: demoCode },
        })
      }
      return c.json({ success: true, message: passwordResetMessages.requested })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    summary: 'Bağlantıdaki anahtar ya da 6 haneli kodla yeni şifre; tüm oturumlar kapanır',
    tag: TAG,
    access: 'public',
    session: true,
    body: passwordResetConfirmSchema,
    activity: 'service',
    responses: {
      200: { description: 'Şifre değiştirildi', schema: messageResponseSchema },
      400: {
        description: 'Bağlantı ya da kod geçersiz, süresi dolmuş ya da şifre kurallara uymuyor',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, body, ip }) => {
      await services.passwordReset.confirm(body, ip)
      return c.json({ success: true, message: passwordResetMessages.changed })
    },
  }),
]
