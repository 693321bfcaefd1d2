import { z } from 'zod'
import { errorResponseSchema, idParamsSchema } from '../lib/common.shared'
import { ApiError } from '../lib/http'
import type { ListQuery } from '../lib/rest-list.shared'
import { declaredRecords } from '../routes/declared-records'
import { defineRoute, type OwnerCheck, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { listPage } from '../routes/list-page'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import type { WebsiteRecord } from '../websites/website.shared'
import { formSubmissionResource } from './form-submission-resource'
import {
  formCountsResponseSchema,
  formSubmissionListQuerySchema,
  formSubmissionListResponseSchema,
  formSubmissionParamsSchema,
  formSubmissionPatchSchema,
  formSubmissionResponseSchema,
  toFormSubmission,
} from './form-submission.shared'
import { formSubmissionMessages } from './form-submission-messages.shared'

// "Mesajlar": what visitors sent through a website's forms (docs/rules/site-forms.md#the-inbox). The owner
// lists, reads, decides bookings and deletes under /api/me/websites/{id}/submissions; the team sees only
// the figures of any website (/api/admin/websites/{id}/submissions/counts), never the contents.

const TAG = 'Site formları'
const noWebsite = { description: 'Website yok ya da kullanıcının değil', schema: errorResponseSchema }
const noSubmission = { description: 'Website ya da mesaj yok', schema: errorResponseSchema }

const ownWebsiteOfSubmission: OwnerCheck<typeof formSubmissionParamsSchema, WebsiteRecord> = {
  find: (services, { id }) => ownWebsite.find(services, { id }),
  ownerIds: ownWebsite.ownerIds,
  notFound: ownWebsite.notFound,
}

/** The sweep's example: the owner's website with one contact message. */
const exampleSubmission: OwnerExample = async (services, owner) => {
  const { id } = await exampleWebsite(services, owner)
  const at = services.ports.clock.now().toISOString()
  const submission = await declaredRecords(services, formSubmissionResource).create({
    id: services.ports.ids.uuid(),
    websiteId: id ?? '',
    ownerId: owner.id,
    kind: 'contact',
    state: 'received',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '',
    message: 'Merhaba',
    service: '',
    preferredDate: '',
    preferredTime: '',
    page: '',
    language: 'tr',
    confirmTokenHash: null,
    readAt: null,
    createdAt: at,
    updatedAt: at,
  })
  return { id: id ?? '', submissionId: submission.id }
}

/** One page of a website's submissions as the owner and the team list them. */
function submissionsPage(
  services: Parameters<OwnerCheck<typeof idParamsSchema, WebsiteRecord>['find']>[0],
  websiteId: string,
  query: z.output<typeof formSubmissionListQuerySchema>,
) {
  return listPage(declaredRecords(services, formSubmissionResource), query as ListQuery, {
    filter: { websiteId, kind: query.kind, ...(query.unread === 'true' ? { readAt: null } : {}) },
    defaultSort: '-createdAt',
    view: toFormSubmission,
  })
}

const base = '/api/me/websites/:id/submissions'

export const meFormSubmissionRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: base,
    summary: 'Kendi websitemin form gönderimleri (tür, okunmamış, arama, sayfalama; en yenisi önce)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    query: formSubmissionListQuerySchema,
    responses: {
      200: { description: 'Gönderimler', schema: formSubmissionListResponseSchema },
      404: noWebsite,
    },
    handler: async ({ c, services, params, query }) => {
      const page = await submissionsPage(services, params.id, query)
      return c.json({ success: true, data: page })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${base}/counts`,
    summary: 'Kendi websitemin form gönderimlerinin türe göre sayıları ve okunmamışları',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    responses: { 200: { description: 'Sayılar', schema: formCountsResponseSchema }, 404: noWebsite },
    handler: async ({ c, services, params }) =>
      c.json({ success: true, data: { counts: await services.formSubmissions.counts(params.id) } }),
  }),

  defineRoute({
    method: 'patch',
    path: `${base}/:submissionId`,
    summary: 'Bir gönderimi okundu/okunmadı işaretle ya da rezervasyonu onayla/reddet (ziyaretçiye e-posta)',
    tag: TAG,
    access: 'owner',
    params: formSubmissionParamsSchema,
    owner: ownWebsiteOfSubmission,
    example: exampleSubmission,
    body: formSubmissionPatchSchema,
    activity: {
      none: 'sahibinin gelen kutusu: okundu bilgisi ve rezervasyon kararı ziyaretçiye e-postayla bildirilir',
    },
    responses: {
      200: { description: 'Gönderim', schema: formSubmissionResponseSchema },
      404: noSubmission,
      409: { description: 'Rezervasyon için karar zaten verilmiş', schema: errorResponseSchema },
      422: { description: 'Rezervasyon olmayan bir gönderime karar', schema: errorResponseSchema },
    },
    handler: async ({ c, services, record, params, body }) => {
      const { record: changed, message } = await services.formSubmissions.change(
        record,
        params.submissionId,
        body,
      )
      return c.json({ success: true, message, data: { submission: toFormSubmission(changed) } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${base}/:submissionId`,
    summary: 'Bir gönderimi sil',
    tag: TAG,
    access: 'owner',
    params: formSubmissionParamsSchema,
    owner: ownWebsiteOfSubmission,
    example: exampleSubmission,
    activity: { none: 'sahibinin gelen kutusundan bir ziyaretçi gönderimi silinir' },
    responses: { 200: { description: 'Silindi' }, 404: noSubmission },
    handler: async ({ c, services, record, params }) => {
      await services.formSubmissions.remove(record, params.submissionId)
      return c.json({ success: true, message: formSubmissionMessages.deleted })
    },
  }),
]

/** The team opens a site's submissions on the customer's behalf: only with a reason, which the audit trail keeps. */
const onBehalfQuerySchema = formSubmissionListQuerySchema.extend({ reason: z.string().optional() })

export const adminFormSubmissionRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/websites/:id/submissions',
    summary:
      'Bir websitenin form gönderimleri, müşteri adına: gerekçe zorunlu, her açılış denetim kaydına yazılır',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    query: onBehalfQuerySchema,
    // What a customer's visitors wrote is never kept in a cache or an outbox of the team's browser.
    transient: true,
    responses: {
      200: { description: 'Gönderimler', schema: formSubmissionListResponseSchema },
      400: { description: 'Gerekçe yok', schema: errorResponseSchema },
      404: { description: 'Website yok', schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, query, actor }) => {
      const reason = query.reason?.trim() ?? ''
      if (reason.length < 10 || reason.length > 300) {
        throw new ApiError(400, formSubmissionMessages.reasonRequired)
      }
      if (!(await ownWebsite.find(services, params))) throw new ApiError(404, ownWebsite.notFound)
      const page = await submissionsPage(services, params.id, query)
      const change = {
        actor,
        resource: formSubmissionResource.name,
        recordId: params.id,
        reason,
      }
      const what = { kind: query.kind ?? 'hepsi', page: query.page, shown: page.items.length }
      await services.audit.viewed(services.ports.repos, change, what)
      return c.json({ success: true, data: page })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/admin/websites/:id/submissions/counts',
    summary: 'Bir websitenin form gönderimi sayıları (içerikleri değil)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: {
      200: { description: 'Sayılar', schema: formCountsResponseSchema },
      404: { description: 'Website yok', schema: errorResponseSchema },
    },
    handler: async ({ c, services, params }) => {
      if (!(await ownWebsite.find(services, params))) throw new ApiError(404, ownWebsite.notFound)
      return c.json({ success: true, data: { counts: await services.formSubmissions.counts(params.id) } })
    },
  }),
]
