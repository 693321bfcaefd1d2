import type { Context } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import { formBodyOf } from '../site-forms/form-body'
import { describeError } from '../middleware/error-log'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { websiteRequestSchema } from '../website-requests/website-request.shared'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import { websiteResponseSchema } from '../websites/website-calls.shared'
import type { Services } from '../services'
import { approvalRecordSchema } from '../approvals/approval.shared'
import { publishingMessages } from './publishing-messages'
import { redirectAnswer, type SiteAnswer } from './published-page'
import type { SiteRequest } from './site-server'

const TAG = 'Yayınlama'
const SITES_TAG = 'Yayındaki siteler'
const missing = { description: 'Website yok', schema: errorResponseSchema }
const publishResponseSchema = websiteResponseSchema.extend({ message: z.string() })
/** The owner's publication: published (200), or asked of the team (202, with the approval request). */
const ownerPublishResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    website: websiteResponseSchema.shape.data.shape.website,
    approval: approvalRecordSchema.optional(),
  }),
})
const requestPublishResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ website: websiteResponseSchema.shape.data.shape.website, request: websiteRequestSchema }),
})

// Slugs are checked by the site server (an unknown one gets the site's 404 page, not the API's JSON).
const slugParams = z.object({ slug: z.string().min(1).max(200) })
const mediaParams = slugParams.extend({ uploadId: z.string().min(1).max(200) })
const pageParams = slugParams.extend({ page: z.string().min(1).max(200) })
const postParams = pageParams.extend({ post: z.string().min(1).max(200) })
const page = { description: 'Sayfa (text/html); bakımda 503, yayında değilse 404 sayfası' }

function toResponse(answer: SiteAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

/** One request to a published site, as this API answers it (the Node host has its own, compressed path). */
/** What serving a site uses: the published sites, the caller's address, the log. */
type SiteDeps = Pick<Services, 'publishing' | 'clientIp' | 'ports'>

async function serveSite(c: Context<ApiEnv>, services: SiteDeps, slug: string, path: string) {
  const request: SiteRequest = {
    method: c.req.method,
    path,
    ifNoneMatch: c.req.header('if-none-match'),
    userAgent: c.req.header('user-agent'),
    referer: c.req.header('referer'),
    host: new URL(c.req.url).hostname,
    clientIp: () => services.clientIp(c),
    query: new URL(c.req.url).search.slice(1),
    body: () => formBodyOf(c.req.raw),
  }
  const served = await services.publishing.sites.serve({ slug }, request)
  if (!served) return c.notFound()
  await served
    .countVisit?.()
    .catch((error: unknown) =>
      services.ports.logger.warn('visit not counted', { error: describeError(error) }),
    )
  return toResponse(served.answer)
}

// Publishing (admin) and the published sites at /sites/{slug}/ (docs/rules/publishing.md).
export const adminPublishingRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/admin/websites/:id/publish',
    summary: 'Websiteyi yayınla: sayfa bir kez oluşturulur, /sites/{slug}/ ve domaininde sunulur',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: { 200: { description: 'Yayınlanan website', schema: publishResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params, ip }) => {
      const website = await services.publishing.publish(params.id, user, ip)
      return c.json({ success: true, message: publishingMessages.published, data: { website } })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/admin/websites/:id/unpublish',
    summary: 'Websiteyi yayından kaldır (slug saklanır)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Yayından kaldırılan website', schema: publishResponseSchema },
      404: missing,
    },
    handler: async ({ c, services, user, params, ip }) => {
      const website = await services.publishing.unpublish(params.id, user, ip)
      return c.json({ success: true, message: publishingMessages.unpublished, data: { website } })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/admin/website-requests/:id/publish',
    summary: 'Tamamlanan talebin websitesini yayınla (bağlı website yoksa talepten oluşturulur)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Yayınlanan website ve talep', schema: requestPublishResponseSchema },
      404: { description: 'Talep yok', schema: errorResponseSchema },
      409: { description: 'Talep tamamlanmamış ya da domain kullanımda', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, params, ip }) => {
      const data = await services.publishing.publishRequest(params.id, user, ip)
      return c.json({ success: true, message: publishingMessages.published, data })
    },
  }),
]

// The owner publishes their saved changes to a site that is live (docs/rules/publishing.md#by-the-owner).
export const mePublishingRoutes: RouteEntry[] = [
  defineRoute({
    method: 'post',
    path: '/api/me/websites/:id/publish',
    summary:
      'Kendi websitemdeki kayıtlı değişiklikleri yayınla (yalnızca yayında olan bir site); yayınları ekibin onayına bağlı sitede onay talebi oluşturur ya da günceller (202)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    activity: 'service',
    responses: {
      200: { description: 'Yayınlanan website', schema: ownerPublishResponseSchema },
      202: { description: 'Ekibin onayına gönderilen yayın isteği', schema: ownerPublishResponseSchema },
      404: { description: 'Website yok ya da kullanıcının değil', schema: errorResponseSchema },
      409: {
        description: 'Site henüz yayında değil (ilk yayın ekibindir) ya da onaya gönderilecek değişiklik yok',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, record, ip }) => {
      const { website, approval, message } = await services.ownerPublishing.publish(record, user, ip)
      if (!approval) return c.json({ success: true, message, data: { website } })
      return c.json({ success: true, message, data: { website, approval } }, 202)
    },
  }),
]

/** A visitor's post to a site's form (docs/rules/site-forms.md): the same page, POST. */
function formPostRoute(path: string, params: z.ZodObject, pathOf: (p: Record<string, string>) => string) {
  return defineRoute({
    method: 'post',
    path,
    summary:
      'Yayındaki sitenin bir formuna gönderim (iletişim, rezervasyon, bülten; 303 ile sayfaya dönüş) ya da bülten onayı',
    tag: SITES_TAG,
    access: 'public',
    params,
    activity: { none: 'ziyaretçinin gönderimi sitenin sahibinin gelen kutusuna yazılır; sahibe bildirilir' },
    responses: {
      303: { description: 'Gönderildi: sayfaya, teşekkür notuyla' },
      404: page,
      413: page,
      422: page,
      429: page,
    },
    handler: ({ c, services, params: values }) =>
      serveSite(c, services, (values as { slug: string }).slug, pathOf(values as Record<string, string>)),
  })
}

export const publishedSiteRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/sites/:slug',
    summary: 'Yayındaki site: eğik çizgili adrese kalıcı yönlendirme (sayfanın göreli görsel adresleri için)',
    tag: SITES_TAG,
    access: 'public',
    params: slugParams,
    responses: { 301: { description: '/sites/{slug}/' } },
    handler: ({ c, params }) => {
      const query = new URL(c.req.url).search
      return toResponse(redirectAnswer(`/sites/${encodeURIComponent(params.slug)}/${query}`))
    },
  }),

  defineRoute({
    method: 'get',
    path: '/sites/:slug/',
    summary: 'Yayındaki sitenin sayfası (ETag, If-None-Match → 304); ziyaret çerezsiz sayılır',
    tag: SITES_TAG,
    access: 'public',
    params: slugParams,
    responses: { 200: page, 304: { description: 'Değişmedi' }, 404: page, 503: page },
    handler: ({ c, services, params }) => serveSite(c, services, params.slug, ''),
  }),

  defineRoute({
    method: 'get',
    path: '/sites/:slug/media/:uploadId',
    summary: 'Yayındaki sayfanın gösterdiği bir görsel (yalnızca sayfanın gösterdikleri)',
    tag: SITES_TAG,
    access: 'public',
    params: mediaParams,
    responses: { 200: { description: 'Görselin baytları' }, 404: page },
    handler: ({ c, services, params }) => serveSite(c, services, params.slug, `media/${params.uploadId}`),
  }),

  defineRoute({
    method: 'get',
    path: '/sites/:slug/:page',
    summary:
      'Yayındaki sitenin bir sayfası (/hakkimizda), robots.txt ya da sitemap.xml; yoksa sitenin 404 sayfası',
    tag: SITES_TAG,
    access: 'public',
    params: pageParams,
    responses: { 200: page, 304: { description: 'Değişmedi' }, 404: page, 503: page },
    handler: ({ c, services, params }) => serveSite(c, services, params.slug, params.page),
  }),

  defineRoute({
    method: 'get',
    path: '/sites/:slug/:page/:post',
    summary: 'Yayındaki sitenin bir blog yazısı (/blog/{yazi}); yoksa sitenin 404 sayfası',
    tag: SITES_TAG,
    access: 'public',
    params: postParams,
    responses: { 200: page, 304: { description: 'Değişmedi' }, 404: page, 503: page },
    handler: ({ c, services, params }) =>
      serveSite(c, services, params.slug, `${params.page}/${params.post}`),
  }),
  formPostRoute('/sites/:slug/', slugParams, () => ''),
  formPostRoute('/sites/:slug/:page', pageParams, (p) => p.page ?? ''),
  formPostRoute('/sites/:slug/:page/:post', postParams, (p) => `${p.page}/${p.post}`),
]
