import { defineRoute } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { passwordChangeInputSchema } from './password-change.shared'
import { passwordChangeMessages } from './password-change-messages.shared'

export const mePasswordRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/me/password',
    summary: 'Şifre değiştir: currentPassword, newPassword; bu oturum dışındaki tüm oturumlar kapanır',
    tag: 'Hesabım',
    access: 'user',
    body: passwordChangeInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Değiştirildi', schema: messageResponseSchema },
      400: {
        description: 'Mevcut şifre hatalı ya da yeni şifre kurallara uymuyor',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, claims, body, ip }) => {
      await services.changePassword(user, claims.sessionId, body, ip)
      return c.json({ success: true, message: passwordChangeMessages.changed })
    },
  }),
]
