import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { ApiError, readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { messageResponseSchema } from '../schemas/auth'
import {
  usersDeleteBodySchema,
  userListResponseSchema,
  usersPostBodySchema,
  usersPutBodySchema,
  userResponseSchema,
} from '../schemas/user-requests'
import type { Services } from '../services'
import { userMessages } from './user-messages'

const TAG = 'Kullanıcılar (admin)'

// The admin API client's /api/users calls: POST list|create, PUT update, DELETE delete.
export function userRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/users',
      summary: 'action list (arama, filtre, sayfalama) | create',
      tag: TAG,
      access: 'admin',
      body: usersPostBodySchema,
      responses: {
        200: { description: 'list: kullanıcılar ve toplam', schema: userListResponseSchema },
        201: { description: 'create: oluşturulan kullanıcı', schema: userResponseSchema },
      },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const body = await readBody(c, usersPostBodySchema)
      if (body.action === 'list') {
        return c.json({ success: true, data: await services.users.list(body) })
      }
      const user = await services.users.create(body, actor, services.clientIp(c))
      return c.json({ success: true, message: userMessages.created, data: { user } }, 201)
    },
  )

  registry.route(
    app,
    {
      method: 'put',
      path: '/api/users',
      summary: 'action update, id ve alanlar (düz ya da data içinde)',
      tag: TAG,
      access: 'admin',
      body: usersPutBodySchema,
      responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema } },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const { action: _action, id, data, fields, ...flat } = await readBody(c, usersPutBodySchema)
      const user = await services.users.update(id, data ?? fields ?? flat, actor)
      return c.json({ success: true, message: userMessages.updated, data: { user } })
    },
  )

  registry.route(
    app,
    {
      method: 'delete',
      path: '/api/users',
      summary: 'action delete ve id (gövdede ya da ?id=); admin kullanıcılar silinemez',
      tag: TAG,
      access: 'admin',
      body: usersDeleteBodySchema,
      responses: { 200: { description: 'Silindi', schema: messageResponseSchema } },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const body = await readBody(c, usersDeleteBodySchema)
      const id = body.id ?? c.req.query('id')
      if (!id) throw new ApiError(400, userMessages.notFound)
      await services.users.remove(id, actor, services.clientIp(c))
      return c.json({ success: true, message: userMessages.deleted })
    },
  )

  return app
}
