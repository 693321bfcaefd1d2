import { defineResource } from '../kernel/resource'
import { emailTemplateRecordSchema } from './email-template.shared'

/** E-mail templates: an admin's, and SiteKur's own mails by key (docs/rules/email-templates.md). */
export const emailTemplateResource = defineResource({
  name: 'emailTemplates',
  table: 'email_templates',
  schema: emailTemplateRecordSchema,
  searchFields: ['name', 'subject'],
  unique: [{ name: 'key_unique', fields: ['key'], skipEmpty: true }],
  indexed: ['type', 'createdAt'],
  timestamps: ['lastUsed', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
})
