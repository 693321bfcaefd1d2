import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminListRoute, ownListRoute } from '../routes/resource-routes'
import { errorResponseSchema } from '../schemas/common'
import { idParamsSchema } from '../schemas/me-resources'
import type { Services } from '../services'
import { websiteRequestResource } from '../website-requests/website-request-resource'
import { toBuilderRequest } from '../website-requests/website-request-view'
import { builderFormSchema } from '../schemas/builder-form'
import { builderMessages } from '../schemas/builder-messages'
import {
  builderRequestInputSchema,
  builderRequestListQuerySchema,
  builderRequestListResponseSchema,
  builderRequestResponseSchema,
} from '../schemas/builder-request'

// Builder requests: website requests with source 'builder', seen through the builder's view (the form as
// submitted). The desk lists them with every other request too (/api/admin/website-requests).
// docs/rules/website-builder.md

const TAG = 'Website oluşturucu talepleri'
const ME = '/api/me/builder-requests'
const ADMIN = '/api/admin/builder-requests'

/** The request when it came from the builder; any other request is no builder request (404). */
async function findBuilderRequest(services: Services, id: string) {
  const record = await services.ports.repos.websiteRequests.findById(id)
  return record?.source === 'builder' ? record : null
}

const notFound = { 404: { description: builderMessages.notFound, schema: errorResponseSchema } }

export const meBuilderRequestRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: websiteRequestResource,
    path: ME,
    tag: TAG,
    summary: 'Oturumdaki kullanıcının website oluşturucu talepleri: arama, durum, sayfalama, sıralama',
    description: 'Talepler',
    query: builderRequestListQuerySchema,
    response: builderRequestListResponseSchema,
    filter: (query) => ({ source: 'builder' as const, status: query.status }),
    defaultSort: '-createdAt',
    view: (record) => toBuilderRequest(record),
  }),

  defineRoute({
    method: 'post',
    path: ME,
    summary:
      'Website oluşturucu talebi gönder (formData); firma adı ve geçerli bir iletişim e-postası zorunlu, talep numarasını sunucu verir',
    tag: TAG,
    access: 'user',
    body: builderRequestInputSchema,
    activity: 'service',
    responses: {
      201: { description: builderMessages.created, schema: builderRequestResponseSchema },
      400: {
        description: `'${builderMessages.companyRequired}' ya da '${builderMessages.contactEmailInvalid}'`,
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, body }) => {
      const request = await services.websiteRequests.createFromBuilder(
        user,
        body.formData,
        services.clientIp(c),
      )
      // The form is sent: its draft on the server has done its job (docs/drafts.md#on-the-server).
      await services.drafts.remove(user.id, 'website-builder')
      return c.json({ success: true, message: builderMessages.created, data: { request } }, 201)
    },
  }),

  defineRoute({
    method: 'get',
    path: `${ME}/:id`,
    summary: 'Kendi website oluşturucu talebim',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: {
      find: (services, { id }) => findBuilderRequest(services, id),
      ownerIds: (record) => record.userId,
      notFound: builderMessages.notFound,
    },
    example: async (services, owner) => {
      const form = builderFormSchema.parse({ companyName: 'Örnek Firma', contactEmail: owner.email })
      return { id: (await services.websiteRequests.createFromBuilder(owner, form, '127.0.0.1')).id }
    },
    responses: { 200: { description: 'Talep', schema: builderRequestResponseSchema }, ...notFound },
    handler: ({ c, record }) => c.json({ success: true, data: { request: toBuilderRequest(record) } }),
  }),
]

export const adminBuilderRequestRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: websiteRequestResource,
    path: ADMIN,
    tag: TAG,
    summary: 'Tüm website oluşturucu talepleri: firma, e-posta ya da ada göre arama, durum, sayfalama',
    description: 'Talepler',
    query: builderRequestListQuerySchema,
    response: builderRequestListResponseSchema,
    filter: (query) => ({ source: 'builder' as const, status: query.status }),
    defaultSort: '-createdAt',
    view: (record) => toBuilderRequest(record),
  }),

  defineRoute({
    method: 'get',
    path: `${ADMIN}/:id`,
    summary: 'Bir website oluşturucu talebi',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Talep', schema: builderRequestResponseSchema }, ...notFound },
    handler: async ({ c, services, params }) => {
      const record = await findBuilderRequest(services, params.id)
      if (!record) throw new ApiError(404, builderMessages.notFound)
      return c.json({ success: true, data: { request: toBuilderRequest(record) } })
    },
  }),
]
