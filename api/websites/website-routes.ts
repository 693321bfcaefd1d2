import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { ApiError, readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { messageResponseSchema } from '../schemas/auth'
import {
  websiteListResponseSchema,
  websiteResponseSchema,
  websitesDeleteBodySchema,
  websitesPostBodySchema,
  websitesPutBodySchema,
} from '../schemas/website-requests'
import type { Services } from '../services'
import { websiteMessages } from './website-messages'

const TAG = 'Websiteler'

// The admin API client's /api/websites calls, and the customer's own list.
export function websiteRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/websites/mine',
      summary: 'Oturumdaki kullanıcının websiteleri (panel şifreleri olmadan)',
      tag: TAG,
      access: 'user',
      responses: { 200: { description: 'Websiteler', schema: websiteListResponseSchema } },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      return c.json({ success: true, data: await services.websites.mine(user) })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/websites',
      summary: 'action list (arama, durum, şablon) | create',
      tag: TAG,
      access: 'admin',
      body: websitesPostBodySchema,
      responses: {
        200: { description: 'list: websiteler ve toplam', schema: websiteListResponseSchema },
        201: { description: 'create: oluşturulan website', schema: websiteResponseSchema },
      },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const body = await readBody(c, websitesPostBodySchema)
      if (body.action === 'list') {
        return c.json({ success: true, data: await services.websites.list(body, true) })
      }
      const website = await services.websites.create(body, actor, services.clientIp(c))
      return c.json({ success: true, message: websiteMessages.created, data: { website } }, 201)
    },
  )

  registry.route(
    app,
    {
      method: 'put',
      path: '/api/websites',
      summary: 'action update, id ve alanlar (düz ya da data içinde)',
      tag: TAG,
      access: 'admin',
      body: websitesPutBodySchema,
      responses: { 200: { description: 'Güncellenen website', schema: websiteResponseSchema } },
    },
    async (c) => {
      await services.guards.requireAdmin(c)
      const { action: _action, id, data, fields, ...flat } = await readBody(c, websitesPutBodySchema)
      const website = await services.websites.update(id, data ?? fields ?? flat)
      return c.json({ success: true, message: websiteMessages.updated, data: { website } })
    },
  )

  registry.route(
    app,
    {
      method: 'delete',
      path: '/api/websites',
      summary: 'action delete ve id (gövdede ya da ?id=)',
      tag: TAG,
      access: 'admin',
      body: websitesDeleteBodySchema,
      responses: { 200: { description: 'Silindi', schema: messageResponseSchema } },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const body = await readBody(c, websitesDeleteBodySchema)
      const id = body.id ?? c.req.query('id')
      if (!id) throw new ApiError(400, websiteMessages.notFound)
      await services.websites.remove(id, actor, services.clientIp(c))
      return c.json({ success: true, message: websiteMessages.deleted })
    },
  )

  return app
}
