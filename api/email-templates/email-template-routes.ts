import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminWriteRoutes } from '../routes/write-routes'
import { errorResponseSchema } from '../lib/common.shared'
import {
  emailTemplateInputSchema,
  emailTemplateListQuerySchema,
  emailTemplateListResponseSchema,
  emailTemplateMessages as messages,
  emailTemplatePreviewInputSchema,
  emailTemplatePreviewResponseSchema,
  emailTemplateResponseSchema,
  emailTemplateTestResponseSchema,
} from './email-template.shared'
import { idParamsSchema } from '../lib/common.shared'

const TAG = 'E-posta şablonları (admin)'
const PATH = '/api/admin/email-templates'
const missing = { description: messages.notFound, schema: errorResponseSchema }
const refused = {
  description: `${messages.required} / bilinmeyen yer tutucu`,
  schema: errorResponseSchema,
}
const one = (description: string) => ({ description, schema: emailTemplateResponseSchema })

// E-mail templates (docs/rules/email-templates.md): an admin's and SiteKur's own mails. Each write's
// service logs its activity entry and audit row.
export const adminEmailTemplateRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Şablonlar: arama (ad, konu), tür, sayfalama, sıralama; SiteKur şablonları dahil',
    tag: TAG,
    access: 'admin',
    query: emailTemplateListQuerySchema,
    responses: { 200: { description: 'Şablonlar', schema: emailTemplateListResponseSchema } },
    handler: async ({ c, services, query }) => {
      const page = await services.emailTemplates.list(query)
      return c.json({ success: true, data: page })
    },
  }),

  ...adminWriteRoutes({
    path: PATH,
    tag: TAG,
    key: 'template',
    response: emailTemplateResponseSchema,
    messages,
    refused: refused.description,
    create: {
      summary: 'Şablon oluştur: ad, konu, içerik zorunlu; yalnızca izinli yer tutucular',
      description: 'Oluşturulan şablon',
      body: emailTemplateInputSchema,
      run: (services, body, actor) => services.emailTemplates.create(body, actor),
    },
    update: {
      summary: 'Şablonu güncelle (yalnızca gönderilen alanlar); SiteKur şablonunun türü değişmez',
      description: 'Güncellenen şablon',
      body: emailTemplateInputSchema,
      run: (services, id, body, actor) => services.emailTemplates.update(id, body, actor),
    },
    remove: {
      summary: 'Şablonu sil; SiteKur şablonları silinemez (409), yalnızca sıfırlanır',
      run: (services, id, actor) => services.emailTemplates.remove(id, actor),
      conflict: messages.ownNotDeletable,
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/reset`,
    summary: 'SiteKur şablonunu varsayılan metnine döndür',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: one('Varsayılan haline dönen şablon'),
      404: missing,
      409: { description: messages.notOwn, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      const template = await services.emailTemplates.reset(params.id, actor)
      return c.json({ success: true, message: messages.reset, data: { template } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/preview`,
    summary: 'Önizleme: örnek müşteri ya da seçilen kullanıcıyla; gönderilen konu/içerik kaydedilmeden',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: emailTemplatePreviewInputSchema,
    activity: { none: 'önizleme hiçbir kaydı değiştirmez' },
    responses: {
      200: { description: 'Konu, HTML ve metin', schema: emailTemplatePreviewResponseSchema },
      404: missing,
    },
    handler: async ({ c, services, params, body }) =>
      c.json({ success: true, data: await services.emailTemplatePreview.preview(params.id, body) }),
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/test`,
    summary: 'Test gönderimi: kayıtlı şablon, oturumdaki yöneticinin e-posta adresine, e-posta kuyruğu ile',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: { none: 'yalnızca yöneticinin kendisine bir test e-postası kuyruğa alınır' },
    responses: {
      200: { description: 'Gönderildi mi', schema: emailTemplateTestResponseSchema },
      404: missing,
    },
    handler: async ({ c, services, user, params }) => {
      const result = await services.emailTemplatePreview.test(params.id, user)
      const message = result.sent ? messages.testSent : messages.testFailed
      return c.json({ success: true, message, data: result })
    },
  }),
]
