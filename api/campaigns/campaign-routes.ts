import { adminListRoute } from '../routes/resource-routes'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import {
  audienceCountResponseSchema,
  audienceQuerySchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignMessages,
  campaignResponseSchema,
} from './campaign.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { emailCampaignResource } from './campaign-resource'

const TAG = 'E-posta kampanyaları (admin)'
const PATH = '/api/admin/campaigns'
const missing = { description: campaignMessages.notFound, schema: errorResponseSchema }
const refused = {
  description: `${campaignMessages.required} / ${campaignMessages.templateMissing} / ${campaignMessages.scheduleInPast}`,
  schema: errorResponseSchema,
}
const conflict = { description: campaignMessages.notEditable, schema: errorResponseSchema }

// Campaign management (docs/rules/email-campaigns.md). Each write's service logs its activity entry and
// audit row. The static /audience is declared before /:id.
export const adminCampaignRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${PATH}/audience`,
    summary: 'Hedef kitlenin şu anki alıcı sayısı (abonelikten çıkanlar hariç)',
    tag: TAG,
    access: 'admin',
    query: audienceQuerySchema,
    responses: { 200: { description: 'Alıcı sayısı', schema: audienceCountResponseSchema } },
    handler: async ({ c, services, query }) =>
      c.json({
        success: true,
        data: {
          audience: query.audience,
          recipients: await services.campaigns.countAudience(query.audience),
        },
      }),
  }),

  adminListRoute({
    declaration: emailCampaignResource,
    path: PATH,
    tag: TAG,
    summary:
      'Kampanyalar: durum süzgeci, sayfalama, sıralama; alıcı, gönderim, açılma ve tıklama sayılarıyla',
    description: 'Kampanyalar',
    query: campaignListQuerySchema,
    response: campaignListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-createdAt',
    view: (record, services) => services.campaigns.view(record),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir kampanya (sayılarıyla)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Kampanya', schema: campaignResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) =>
      c.json({ success: true, data: { campaign: await services.campaigns.get(params.id) } }),
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Kampanya oluştur: ad, konu, şablon, hedef kitle; scheduledAt verilirse planlanır, yoksa taslak',
    tag: TAG,
    access: 'admin',
    body: campaignInputSchema,
    activity: 'service',
    responses: { 201: { description: 'Oluşturulan kampanya', schema: campaignResponseSchema }, 400: refused },
    handler: async ({ c, services, body, actor }) => {
      const campaign = await services.campaigns.create(body, actor)
      return c.json({ success: true, message: campaignMessages.created, data: { campaign } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary: 'Kampanyayı güncelle (yalnızca taslak ya da planlanmış); scheduledAt: null taslağa çevirir',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: campaignInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen kampanya', schema: campaignResponseSchema },
      400: refused,
      404: missing,
      409: conflict,
    },
    handler: async ({ c, services, params, body, actor }) => {
      const campaign = await services.campaigns.update(params.id, body, actor)
      return c.json({ success: true, message: campaignMessages.updated, data: { campaign } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Kampanyayı sil (gönderilmekte olan silinemez)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Silindi', schema: messageResponseSchema },
      404: missing,
      409: { description: campaignMessages.notDeletable, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      await services.campaigns.remove(params.id, actor)
      return c.json({ success: true, message: campaignMessages.deleted })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/send`,
    summary: 'Şimdi gönder: alıcılar belirlenir, gönderim arka planda hız sınırıyla sürer',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      202: { description: 'Gönderim başladı', schema: campaignResponseSchema },
      400: { description: campaignMessages.noRecipients, schema: errorResponseSchema },
      404: missing,
      409: { description: campaignMessages.alreadyStarted, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      const campaign = await services.campaigns.sendNow(params.id, actor)
      return c.json({ success: true, message: campaignMessages.sendStarted, data: { campaign } }, 202)
    },
  }),
]
