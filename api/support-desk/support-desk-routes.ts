import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import {
  deskAssigneesResponseSchema,
  deskDetailResponseSchema,
  deskItemResponseSchema,
  deskListQuerySchema,
  deskListResponseSchema,
  deskPatchSchema,
} from './support-desk.shared'
import {
  threadRepliesResponseSchema,
  threadReplyInputSchema,
  threadReplyResponseSchema,
} from './thread-reply.shared'
import { deskMessages } from './desk-messages.shared'

const TAG = 'Destek masası (admin)'
const PATH = '/api/admin/support'
const failure = (description: string) => ({ description, schema: errorResponseSchema })

// The support desk for admins: one list of customer requests and support tickets (GET /api/admin/support), assignment, status, replies (docs/rules/support-desk.md).
export const adminSupportDeskRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary:
      'Talepler ve destek talepleri tek listede: q, type (change|support|hosting|domain|gallery|ticket), status, priority, assignee (me|none|admin id), page, pageSize, sort (lastActivityAt, createdAt, status, priority)',
    tag: TAG,
    access: 'admin',
    query: deskListQuerySchema,
    responses: { 200: { description: 'Bir sayfa masa kaydı', schema: deskListResponseSchema } },
    handler: async ({ c, services, user, query }) =>
      c.json({ success: true, data: await services.supportDesk.list(query, user) }),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/assignees`,
    summary: 'Talep atanabilecek yöneticiler',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Yöneticiler', schema: deskAssigneesResponseSchema } },
    handler: async ({ c, services }) =>
      c.json({ success: true, data: { admins: await services.supportDesk.assignees() } }),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir talep ya da destek talebi ve yazışması',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: {
      200: { description: 'Kayıt ve yazışma (eskiden yeniye)', schema: deskDetailResponseSchema },
      404: failure(deskMessages.notFound),
    },
    handler: async ({ c, services, params }) =>
      c.json({ success: true, data: await services.supportDesk.detail(params.id) }),
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary:
      'Durum (izin verilen geçişler), atanan yönetici (null: atamayı kaldır) ve öncelik; isteğe bağlı reason denetim kaydına yazılır',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: deskPatchSchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen kayıt', schema: deskItemResponseSchema },
      400: failure(`${deskMessages.assigneeNotAdmin} / ${deskMessages.priorityNotForRequests}`),
      404: failure(deskMessages.notFound),
      409: failure('Geçersiz durum geçişi ya da kayıt bu arada değişti'),
    },
    handler: async ({ c, services, user, params, body, ip }) => {
      const item = await services.supportDesk.update(params.id, body, user, ip)
      return c.json({ success: true, message: deskMessages.updated, data: { item } })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/replies`,
    summary: 'Bir talebin ya da destek talebinin yazışması (eskiden yeniye)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: {
      200: { description: 'Yanıtlar', schema: threadRepliesResponseSchema },
      404: failure(deskMessages.notFound),
    },
    handler: async ({ c, services, params }) => {
      const { replies } = await services.supportDesk.detail(params.id)
      return c.json({ success: true, data: { replies } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/replies`,
    summary: 'Müşteriye yanıt: body, uploadIds (yöneticinin kendi yüklediği dosyalar)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: threadReplyInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Gönderilen yanıt', schema: threadReplyResponseSchema },
      400: failure(`${deskMessages.emptyReply} / ${deskMessages.foreignUpload}`),
      404: failure(deskMessages.notFound),
    },
    handler: async ({ c, services, user, params, body, ip }) => {
      const reply = await services.supportDesk.adminReply(params.id, user, body, ip)
      return c.json({ success: true, message: deskMessages.replySent, data: { reply } }, 201)
    },
  }),
]

// The customer's side of the threads (GET/POST /api/me/requests/{id}/replies and of tickets).
export { meThreadRoutes } from './me-thread-routes'
