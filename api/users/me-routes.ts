import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { profilePutBodySchema, userResponseSchema } from '../schemas/user-requests'
import type { Services } from '../services'
import { userMessages } from './user-messages'
import { toUser } from './user-view'

const TAG = 'Hesabım'

// The signed-in user's own record (customers read only their own data).
export function meRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/me',
      summary: 'Oturumdaki kullanıcı',
      tag: TAG,
      access: 'user',
      responses: { 200: { description: 'Kullanıcı', schema: userResponseSchema } },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      return c.json({ success: true, data: { user: toUser(user) } })
    },
  )

  registry.route(
    app,
    {
      method: 'put',
      path: '/api/me',
      summary: 'Profil: ad, telefon, avatar, iletişim tercihleri',
      tag: TAG,
      access: 'user',
      body: profilePutBodySchema,
      responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema } },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const updated = await services.users.updateProfile(user, await readBody(c, profilePutBodySchema))
      return c.json({ success: true, message: userMessages.profileUpdated, data: { user: updated } })
    },
  )

  return app
}
