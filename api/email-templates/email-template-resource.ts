import { defineResource } from '../kernel/resource'
import { emailTemplateRecordSchema } from '../schemas/email-template'

/** E-mail templates (the templates slice owns this declaration; campaigns read it). */
export const emailTemplateResource = defineResource({
  name: 'emailTemplates',
  table: 'email_templates',
  schema: emailTemplateRecordSchema,
  searchFields: [],
  unique: [],
  indexed: [],
  timestamps: ['lastUsed', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
})
