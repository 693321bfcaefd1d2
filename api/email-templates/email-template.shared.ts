import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { EMAIL_TEMPLATE_TYPES } from './email-template-kinds.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// E-mail templates (docs/rules/email-templates.md): the stored record, the admin API's bodies and answers,
// and its Turkish messages (the screen shows the server's words).

export const emailTemplateMessages = {
  required: 'Şablon adı, konu ve içerik alanları zorunludur.',
  notFound: 'E-posta şablonu bulunamadı.',
  created: 'Şablon başarıyla oluşturuldu.',
  updated: 'Şablon başarıyla güncellendi.',
  deleted: 'Şablon başarıyla silindi.',
  reset: 'Şablon varsayılan haline döndürüldü.',
  ownNotDeletable: 'SiteKur şablonları silinemez; varsayılan haline döndürebilirsiniz.',
  notOwn: 'Yalnızca SiteKur şablonları varsayılan haline döndürülebilir.',
  ownTemplateTypeFixed: 'SiteKur şablonlarının türü değiştirilemez.',
  testSent: 'Test e-postası gönderildi.',
  testFailed: 'Test e-postası gönderilemedi; yeniden denenecek.',
  userNotFound: 'Kullanıcı bulunamadı.',
  saveFailed: 'Şablon kaydedilirken bir hata oluştu.',
  deleteFailed: 'Şablon silinirken bir hata oluştu.',
} as const

/** 'Bilinmeyen yer tutucu: {phone}. Kullanılabilenler: {name}, …' */
export const unknownPlaceholderMessage = (unknown: readonly string[], allowed: readonly string[]) =>
  `${unknown.length > 1 ? 'Bilinmeyen yer tutucular' : 'Bilinmeyen yer tutucu'}: ${unknown
    .map((name) => `{${name}}`)
    .join(', ')}. Kullanılabilenler: ${allowed.map((name) => `{${name}}`).join(', ')}.`

export const emailTemplateTypeSchema = z.enum(EMAIL_TEMPLATE_TYPES)

export const EMAIL_TEMPLATE_LIMITS = { name: 120, subject: 200, content: 20_000 } as const

export const emailTemplateRecordSchema = z.object({
  id: idSchema,
  /** SiteKur's own template's key, '' for an admin's. */
  key: z.string().max(40),
  name: z.string().max(EMAIL_TEMPLATE_LIMITS.name),
  subject: z.string().max(EMAIL_TEMPLATE_LIMITS.subject),
  content: z.string().max(EMAIL_TEMPLATE_LIMITS.content),
  type: emailTemplateTypeSchema,
  /** SiteKur's own template: false while the default in code applies. */
  customized: z.boolean(),
  lastUsed: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type EmailTemplateRecord = z.infer<typeof emailTemplateRecordSchema>

/** What the screen gets: the text in force (the default while not customized) and what it may use. */
export const emailTemplateViewSchema = emailTemplateRecordSchema.extend({
  own: z.boolean(),
  placeholders: z.array(z.string()),
})
export type EmailTemplateView = z.infer<typeof emailTemplateViewSchema>

/** POST (create) and PATCH (edit): every field optional on the wire; the service says what is missing. */
export const emailTemplateInputSchema = z
  .object({
    name: z.string().max(EMAIL_TEMPLATE_LIMITS.name),
    subject: z.string().max(EMAIL_TEMPLATE_LIMITS.subject),
    content: z.string().max(EMAIL_TEMPLATE_LIMITS.content),
    type: emailTemplateTypeSchema,
  })
  .partial()
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>

export const EMAIL_TEMPLATE_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'lastUsed'] as const

export const emailTemplateListQuerySchema = listQuerySchema(EMAIL_TEMPLATE_SORT_FIELDS).extend({
  type: emailTemplateTypeSchema.optional(),
})
export const emailTemplateListResponseSchema = listPageSchema(emailTemplateViewSchema)
export const emailTemplateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ template: emailTemplateViewSchema }),
})

/** POST /{id}/preview: a chosen user, or the sample customer; unsaved text previews what is typed. */
export const emailTemplatePreviewInputSchema = z.object({
  userId: idSchema.optional(),
  subject: z.string().max(EMAIL_TEMPLATE_LIMITS.subject).optional(),
  content: z.string().max(EMAIL_TEMPLATE_LIMITS.content).optional(),
})
export const renderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() })
export const emailTemplatePreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ preview: renderedMailSchema, values: z.record(z.string(), z.string()) }),
})
export const emailTemplateTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ to: z.string(), sent: z.boolean() }),
})
