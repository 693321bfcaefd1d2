import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from './common'
import { EMAIL_TEMPLATE_TYPES } from './email-template-kinds'

// The stored e-mail template (table email_templates). The templates slice owns this file; campaigns read
// templates through it.
export const emailTemplateRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  lastUsed: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type EmailTemplateRecord = z.infer<typeof emailTemplateRecordSchema>
