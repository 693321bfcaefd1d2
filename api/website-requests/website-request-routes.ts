import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { parseWith, readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  statusChangeBodySchema,
  statusChangeResponseSchema,
  websiteRequestInputSchema,
  websiteRequestListQuerySchema,
  websiteRequestListResponseSchema,
  websiteRequestResponseSchema,
  websiteRequestStatsResponseSchema,
} from '../schemas/website-request-input'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../schemas/website-request-status'
import type { Services } from '../services'
import { websiteRequestMessages } from './website-request-messages'

const TAG = 'Website talepleri'
const notFound = { description: 'Talep yok ya da kullanıcının değil', schema: errorResponseSchema }

// REST resources of the website requests; the PHP-era twins are in website-request-legacy-routes.ts.
export function websiteRequestRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  const { guards, websiteRequests, websiteRequestStatus } = services

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/website-requests',
      summary: 'Website talebi gönder (form ya da sihirbaz alanları); talep oturumdaki kullanıcınındır',
      tag: TAG,
      access: 'user',
      body: websiteRequestInputSchema,
      responses: {
        201: { description: 'Oluşturulan talep (pending)', schema: websiteRequestResponseSchema },
        400: {
          description: "'Lütfen website adını girin' ya da SEO uzunlukları",
          schema: errorResponseSchema,
        },
      },
    },
    async (c) => {
      const user = await guards.requireUser(c)
      const input = await readBody(c, websiteRequestInputSchema)
      const request = await websiteRequests.create(user, input, 'wizard', services.clientIp(c))
      return c.json({ success: true, message: websiteRequestMessages.created, data: { request } }, 201)
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/website-requests/mine',
      summary: 'Oturumdaki kullanıcının website talepleri (panel şifreleri olmadan)',
      tag: TAG,
      access: 'user',
      responses: {
        200: { description: 'Talepler', schema: websiteRequestListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await guards.requireUser(c)
      return c.json({ success: true, data: await websiteRequests.mine(user) })
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/website-requests/stats',
      summary: 'Durumlara göre sayılar ve toplam gelir (tamamlanan taleplerin paket fiyatları)',
      tag: TAG,
      access: 'admin',
      responses: {
        200: { description: 'İstatistikler', schema: websiteRequestStatsResponseSchema },
        403: { description: 'Admin değil', schema: errorResponseSchema },
      },
    },
    async (c) => {
      await guards.requireAdmin(c)
      return c.json({ success: true, data: await websiteRequests.stats() })
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/website-requests',
      summary: 'Tüm talepler: website adı, email ya da şirkete göre arama (Türkçe), durum filtresi',
      tag: TAG,
      access: 'admin',
      query: websiteRequestListQuerySchema,
      responses: {
        200: { description: 'Talepler ve toplam', schema: websiteRequestListResponseSchema },
        403: { description: 'Admin değil', schema: errorResponseSchema },
      },
    },
    async (c) => {
      await guards.requireAdmin(c)
      const query = parseWith(websiteRequestListQuerySchema, c.req.query())
      return c.json({ success: true, data: await websiteRequests.list(query) })
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/website-requests/:id',
      summary: 'Bir talep: sahibi ya da admin (panel şifreleri yalnızca admine)',
      tag: TAG,
      access: 'user',
      responses: { 200: { description: 'Talep', schema: websiteRequestResponseSchema }, 404: notFound },
    },
    async (c) => {
      const user = await guards.requireUser(c)
      const request = await websiteRequests.get(c.req.param('id') ?? '', user)
      return c.json({ success: true, data: { request } })
    },
  )

  registry.route(
    app,
    {
      method: 'patch',
      path: '/api/website-requests/:id/status',
      summary:
        'Durum değiştir: pending → in-progress | rejected, in-progress → completed, rejected → pending',
      tag: TAG,
      access: 'admin',
      body: statusChangeBodySchema,
      responses: {
        200: { description: 'Güncellenen talep', schema: statusChangeResponseSchema },
        409: {
          description:
            "Geçersiz geçiş ya da başka bir admin değiştirdi: 'Status güncellenirken hata oluştu' ve güncel talep",
          schema: errorResponseSchema,
        },
        422: { description: 'Bilinmeyen durum', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const actor = await guards.requireAdmin(c)
      const body = await readBody(c, statusChangeBodySchema)
      const id = c.req.param('id') ?? ''
      const request = await websiteRequestStatus.change(
        id,
        body.status,
        actor,
        services.clientIp(c),
        body.expectedStatus,
      )
      const message = websiteRequestMessages.statusUpdated(WEBSITE_REQUEST_STATUS_LABELS[request.status])
      return c.json({ success: true, message, data: { request } })
    },
  )

  return app
}
