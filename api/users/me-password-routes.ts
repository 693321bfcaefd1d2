import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { ApiError, messages, readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { messageResponseSchema } from '../schemas/auth'
import { errorResponseSchema } from '../schemas/common'
import { passwordChangeInputSchema } from '../schemas/password-change'
import type { Services } from '../services'
import { passwordChangeMessages } from './password-change'

export function mePasswordRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'post',
      path: '/api/me/password',
      summary: 'Şifre değiştir: currentPassword, newPassword; bu oturum dışındaki tüm oturumlar kapanır',
      tag: 'Hesabım',
      access: 'user',
      body: passwordChangeInputSchema,
      responses: {
        200: { description: 'Değiştirildi', schema: messageResponseSchema },
        400: {
          description: 'Mevcut şifre hatalı ya da yeni şifre kurallara uymuyor',
          schema: errorResponseSchema,
        },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const claims = c.get('claims')
      if (!claims) throw new ApiError(401, messages.unauthenticated)
      const input = await readBody(c, passwordChangeInputSchema)
      await services.changePassword(user, claims.sessionId, input, services.clientIp(c))
      return c.json({ success: true, message: passwordChangeMessages.changed })
    },
  )
  return app
}
