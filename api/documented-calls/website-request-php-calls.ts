import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import {
  legacyStatusChangeBodySchema,
  statusChangeResponseSchema,
  submitWebsiteResponseSchema,
  websiteRequestInputSchema,
} from '../website-requests/website-request-input.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../website-requests/website-request-status.shared'
import { websiteRequestMessages } from '../website-requests/website-request-messages.shared'
import { websiteRequestBodyOfFlat } from './website-request-flat-body'

const TAG = 'Website talepleri (PHP uyumlu)'

// docs/rules/documented-calls.md#website-request-calls: POST /api/submit-website-simple.php and POST
// /api/update-request-status.php, thin adapters: the flat body becomes the nested body of
// POST /api/me/website-requests (website-request-flat-body.ts), the status change is
// PATCH /api/admin/website-requests/:id's; the same service calls answer them.
export const websiteRequestPhpCalls: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/submit-website-simple.php',
    summary: 'Website talep formu (+ user_id, yok sayılır: talep oturumdaki kullanıcınındır)',
    tag: TAG,
    access: 'user',
    body: websiteRequestInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'success, request_id, message', schema: submitWebsiteResponseSchema },
      400: {
        description: "'Lütfen website adını girin' ya da SEO uzunlukları",
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, body }) => {
      const nested = websiteRequestBodyOfFlat(body)
      const request = await services.websiteRequests.create(user, nested, services.clientIp(c))
      return c.json({
        success: true,
        request_id: request.id,
        request_number: request.requestNumber,
        message: websiteRequestMessages.created,
        data: { request },
      })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/update-request-status.php',
    summary:
      'requestId, status, rejected için reason (requests yok sayılır: kaynak sunucudur); geçişler sunucuda denetlenir',
    tag: TAG,
    access: 'admin',
    body: legacyStatusChangeBodySchema,
    activity: 'service',
    responses: {
      200: { description: 'success', schema: statusChangeResponseSchema },
      409: {
        description: "'Status güncellenirken hata oluştu' (geçersiz geçiş)",
        schema: errorResponseSchema,
      },
      422: {
        description: 'Bilinmeyen durum, ya da reddederken neden yok (10–1000 karakter)',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, body }) => {
      const ip = services.clientIp(c)
      const request = await services.websiteRequestStatus.change(
        body.requestId,
        body.status,
        user,
        ip,
        undefined,
        body.reason,
      )
      const message = websiteRequestMessages.statusUpdated(WEBSITE_REQUEST_STATUS_LABELS[request.status])
      return c.json({ success: true, message, data: { request } })
    },
  }),
]
