import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  legacyStatusChangeBodySchema,
  statusChangeResponseSchema,
  submitWebsiteResponseSchema,
  websiteRequestInputSchema,
} from '../schemas/website-request-input'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../schemas/website-request-status'
import type { Services } from '../services'
import { websiteRequestMessages } from './website-request-messages'

const TAG = 'Website talepleri (PHP uyumlu)'

// The customer side's POST /api/submit-website-simple.php and the admin desk's
// POST /api/update-request-status.php, answered by the same services as the REST resources.
export function websiteRequestLegacyRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/submit-website-simple.php',
      summary: 'Website talep formu (+ user_id, yok sayılır: talep oturumdaki kullanıcınındır)',
      tag: TAG,
      access: 'user',
      body: websiteRequestInputSchema,
      responses: {
        200: { description: 'success, request_id, message', schema: submitWebsiteResponseSchema },
        400: {
          description: "'Lütfen website adını girin' ya da SEO uzunlukları",
          schema: errorResponseSchema,
        },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const input = await readBody(c, websiteRequestInputSchema)
      const source = input.websiteName ? 'wizard' : 'form'
      const request = await services.websiteRequests.create(user, input, source, services.clientIp(c))
      return c.json({
        success: true,
        request_id: request.id,
        request_number: request.requestNumber,
        message: websiteRequestMessages.created,
        data: { request },
      })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/update-request-status.php',
      summary: 'requestId, status (requests yok sayılır: kaynak sunucudur); geçişler sunucuda denetlenir',
      tag: TAG,
      access: 'admin',
      body: legacyStatusChangeBodySchema,
      responses: {
        200: { description: 'success', schema: statusChangeResponseSchema },
        409: {
          description: "'Status güncellenirken hata oluştu' (geçersiz geçiş)",
          schema: errorResponseSchema,
        },
        422: { description: 'Bilinmeyen durum', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const actor = await services.guards.requireAdmin(c)
      const body = await readBody(c, legacyStatusChangeBodySchema)
      const request = await services.websiteRequestStatus.change(
        body.requestId,
        body.status,
        actor,
        services.clientIp(c),
      )
      const message = websiteRequestMessages.statusUpdated(WEBSITE_REQUEST_STATUS_LABELS[request.status])
      return c.json({ success: true, message, data: { request } })
    },
  )

  return app
}
