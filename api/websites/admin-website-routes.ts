import { adminListRoute } from '../routes/resource-routes'
import { websiteResource } from './website-resource'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminWebsiteListQuerySchema } from './website-lists.shared'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { listPageSchema } from '../lib/rest-list.shared'
import {
  adminWebsiteInputSchema,
  adminWebsitePatchSchema,
  adminWebsiteSchema,
  websiteStatsResponseSchema,
} from './website.shared'
import { websiteResponseSchema } from './website-calls.shared'
import { editableWebsiteResponseSchema } from './website.shared'
import { editFormSchema } from './me-website-edit-routes'
import { websiteMessages } from './website-messages'
import { uploadSchema } from '../uploads/upload.shared'
import { UNPUBLISHED_CHANGES } from './unpublished-changes'

const TAG = 'Websiteler (admin)'
const PATH = '/api/admin/websites'
const missing = { description: 'Website yok', schema: errorResponseSchema }
const refused = {
  description: 'Eksik alan, geçersiz domain veya sahip e-postası',
  schema: errorResponseSchema,
}
const taken = { description: 'Bu domain zaten kullanılıyor.', schema: errorResponseSchema }

// Admin website management as REST (panel passwords decrypted for admins), over the same service as the
// API client's /api/websites calls. Each write's service logs its activity entry and audit row.
export const adminWebsiteRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Website sayıları: toplam, aktif, toplam ve ortalama ziyaretçi (sayılan ziyaretler)',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Website sayıları', schema: websiteStatsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.websites.stats() }),
  }),

  adminListRoute({
    declaration: websiteResource,
    path: PATH,
    tag: TAG,
    summary:
      'Websiteler: arama (ad, domain, sahip e-postası), durum, şablon, sahip, yayınlanmamış değişiklik, sayfalama, sıralama',
    description: 'Websiteler, her biri sayılan ziyaretçileriyle',
    query: adminWebsiteListQuerySchema,
    response: listPageSchema(adminWebsiteSchema),
    filter: (query) => ({ status: query.status, template: query.template, ownerId: query.ownerId }),
    laterThan: (query) => (query.unpublished === 'true' ? UNPUBLISHED_CHANGES : undefined),
    defaultSort: '-createdAt',
    views: (records, services) => services.websites.adminViews(records),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir website (panel şifreleriyle)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Website', schema: websiteResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const website = await services.websites.findView(params.id)
      if (!website) throw new ApiError(404, websiteMessages.notFound)
      return c.json({ success: true, data: { website } })
    },
  }),

  // The customer's edit screen for the team (docs/rules/websites.md#the-team-edits-a-site): the same edit
  // model and multipart save as /api/me/websites/:id, on any website. The admin is the save's actor; new
  // images become the owner's uploads.
  defineRoute({
    method: 'get',
    path: `${PATH}/:id/edit`,
    summary: 'Bir websitenin düzenleme modeli (müşterinin düzenleme ekranı, ekip için)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Website', schema: editableWebsiteResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) =>
      c.json({ success: true, data: { website: await services.websiteEdits.viewForTeam(params.id) } }),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/images`,
    summary: 'Websitenin sahibinin görselleri (ekip düzenleyicisinin görsel seçimi için; en yeni 200)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Görseller', schema: listPageSchema(uploadSchema) }, 404: missing },
    handler: async ({ c, services, params }) => {
      const items = await services.websiteEdits.ownerImages(params.id)
      return c.json({
        success: true,
        data: {
          items,
          total: items.length,
          totalIsEstimate: false,
          page: 1,
          pageSize: Math.max(items.length, 1),
        },
      })
    },
  }),

  defineRoute({
    method: 'put',
    path: `${PATH}/:id/edit`,
    summary:
      'Düzenleme ekranının kaydı ekip adına (multipart/form-data, baseVersion); yeni görseller sahibin yüklemeleri olur; ya hep ya hiç',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: editFormSchema,
    bodyContentType: 'multipart/form-data',
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen website', schema: editableWebsiteResponseSchema },
      400: {
        description: 'Geçersiz alan, görsel olmayan dosya ya da sahibi olmayan websiteye görsel',
        schema: errorResponseSchema,
      },
      404: missing,
      409: {
        description: 'Website form açıldıktan sonra kaydedildi (baseVersion)',
        schema: errorResponseSchema,
      },
      413: {
        description: 'Dosya 10 MB’tan büyük ya da sahibin depolama kotası dolu',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, params, ip }) => {
      const website = await services.websiteEdits.saveForTeam(user, params.id, c.req.raw, ip)
      return c.json({ success: true, message: websiteMessages.updated, data: { website } })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Website oluştur: ad, domain (normalleştirilmiş, benzersiz), sahibin e-postası',
    tag: TAG,
    access: 'admin',
    body: adminWebsiteInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan website', schema: websiteResponseSchema },
      400: refused,
      409: taken,
    },
    handler: async ({ c, services, body, actor }) => {
      const website = await services.websites.create(body, actor)
      return c.json({ success: true, message: websiteMessages.created, data: { website } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary:
      'Websiteyi güncelle (yalnızca gönderilen alanlar): durum (aktif, pasif, bakımda), alanlar; isteğe bağlı reason denetim kaydına yazılır',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: adminWebsitePatchSchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen website', schema: websiteResponseSchema },
      400: refused,
      404: missing,
      409: taken,
    },
    handler: async ({ c, services, params, body, actor }) => {
      const { reason, ...fields } = body
      const website = await services.websites.update(params.id, fields, actor, reason)
      return c.json({ success: true, message: websiteMessages.updated, data: { website } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Websiteyi sil (yayındaki sayfası ve ziyaret kayıtlarıyla)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: { 200: { description: 'Silindi', schema: messageResponseSchema }, 404: missing },
    handler: async ({ c, services, params, actor }) => {
      await services.websites.remove(params.id, actor)
      return c.json({ success: true, message: websiteMessages.deleted })
    },
  }),
]
