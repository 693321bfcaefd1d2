import { defineRoute, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { ownListRoute } from '../routes/resource-routes'
import type { ApprovalRecord } from './approval.shared'
import {
  approvalCreateInputSchema,
  approvalListResponseSchema,
  approvalResponseSchema,
  emailChangeCodeInputSchema,
  meApprovalListQuerySchema,
} from './approval-requests.shared'
import { approvalMessages } from './approval-messages.shared'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { approvalResource } from './approval-resource'
import { declaredRecords } from '../routes/declared-records'

const TAG = 'Onay talepleri'
const PATH = '/api/me/approvals'
const refused = { description: 'Geçersiz talep (Türkçe mesajla)', schema: errorResponseSchema }

/** A pending request of the owner's, for the authorization sweep. */
const exampleApproval: OwnerExample = async (services, owner) => {
  const approval = await services.approvals.create(
    owner,
    { type: 'profile_update', requestedData: { name: `${owner.name} Yeni` } },
    '127.0.0.1',
  )
  return { id: approval.id }
}

// The customer's side of approvals (docs/rules/approvals.md): ask for a change, see their requests,
// withdraw a pending one; and the code that proves a new e-mail address before asking for it.
export const meApprovalRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: approvalResource,
    path: PATH,
    tag: TAG,
    summary: 'Onay taleplerim: en yeni önce; durum ve tür süzgeci, sayfalama',
    description: 'Onay talepleri',
    query: meApprovalListQuerySchema,
    response: approvalListResponseSchema,
    filter: (query) => ({ status: query.status, type: query.type }),
    defaultSort: '-createdAt',
    view: (approval) => approval,
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary:
      'Onay talebi oluştur: type, targetId (website_change: websitenin kimliği), requestedData, reason; yeni e-posta için emailCode, hesap silme için password',
    tag: TAG,
    access: 'user',
    body: approvalCreateInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan talep', schema: approvalResponseSchema },
      400: refused,
      403: { description: 'Admin hesapları silinemez', schema: errorResponseSchema },
      404: { description: 'Website yok ya da başkasının', schema: errorResponseSchema },
      409: { description: 'Bekleyen bir talep var ya da değer kullanımda', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body, ip }) => {
      const approval = await services.approvals.create(user, body, ip)
      return c.json({ success: true, message: approvalMessages.created, data: { approval } }, 201)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/email-change/code',
    summary: 'Yeni e-posta adresine 6 haneli doğrulama kodu gönder (15 dakika geçerli)',
    tag: TAG,
    access: 'user',
    body: emailChangeCodeInputSchema,
    activity: { none: 'only mails a code; nothing changes until the request is created' },
    responses: {
      200: { description: 'Kod gönderildi', schema: messageResponseSchema },
      400: refused,
      409: { description: 'Bu email adresi zaten kullanılıyor.', schema: errorResponseSchema },
      429: { description: 'Çok sık istek', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body, ip }) => {
      await services.emailChangeCodes.send(user, body.email, ip)
      return c.json({ success: true, message: approvalMessages.emailCodeSent })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Bekleyen talebimi geri çek',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: {
      find: (services, params) => declaredRecords(services, approvalResource).findById(params.id),
      ownerIds: (approval: ApprovalRecord) => approval.userId,
      notFound: approvalMessages.notFound,
    },
    example: exampleApproval,
    activity: 'service',
    responses: {
      200: { description: 'Geri çekilen talep', schema: approvalResponseSchema },
      404: { description: approvalMessages.notFound, schema: errorResponseSchema },
      409: { description: approvalMessages.onlyPendingWithdrawn, schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, record, ip }) => {
      const approval = await services.approvals.withdraw(record, user, ip)
      return c.json({ success: true, message: approvalMessages.withdrawn, data: { approval } })
    },
  }),
]
