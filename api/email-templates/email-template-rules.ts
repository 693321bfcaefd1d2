import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import {
  allowedPlaceholders,
  isOwnTemplateKey,
  OWN_TEMPLATE_KEYS,
  OWN_TEMPLATES,
} from './email-template-kinds.shared'
import { unknownPlaceholders } from './email-template-render.shared'
import {
  emailTemplateMessages,
  unknownPlaceholderMessage,
  type EmailTemplateRecord,
  type EmailTemplateView,
} from './email-template.shared'
import { emailTemplateResource } from './email-template-resource'

// The rules of a template's fields (docs/rules/email-templates.md), one place for create, edit and the
// screen's answers.

/** Name, subject and content are required; every placeholder must be one the template's kind allows. */
export function checkTemplateFields(
  fields: Pick<EmailTemplateRecord, 'name' | 'subject' | 'content' | 'key'>,
) {
  if (!fields.name.trim() || !fields.subject.trim() || !fields.content.trim())
    throw new ApiError(400, emailTemplateMessages.required)
  const unknown = unknownPlaceholders(fields)
  if (unknown.length > 0)
    throw new ApiError(400, unknownPlaceholderMessage(unknown, allowedPlaceholders(fields.key)))
}

/** The text in force: SiteKur's own template shows its default until an admin edits it. */
export function toTemplateView(record: EmailTemplateRecord): EmailTemplateView {
  const key = record.key
  const own = isOwnTemplateKey(key)
  const text =
    own && !record.customized
      ? { subject: OWN_TEMPLATES[key].subject, content: OWN_TEMPLATES[key].content }
      : {}
  return { ...record, ...text, own, placeholders: [...allowedPlaceholders(record.key)] }
}

/**
 * SiteKur's own templates get their row the first time the list is read (docs/rules/email-templates.md#own-templates):
 * a row not yet there means the default. Two readers racing create one row (the key is unique).
 */
export async function addMissingOwnTemplates(repos: Repositories, ids: { uuid(): string }, at: string) {
  const repo = repos.resource(emailTemplateResource)
  const present = await repo.list({ filter: { type: 'system' }, limit: 100 })
  const keys = new Set(present.map((record) => record.key))
  for (const key of OWN_TEMPLATE_KEYS) {
    if (keys.has(key)) continue
    const seed = OWN_TEMPLATES[key]
    await repo
      .create({
        id: ids.uuid(),
        key,
        name: seed.name,
        subject: seed.subject,
        content: seed.content,
        type: 'system',
        customized: false,
        lastUsed: null,
        createdAt: at,
        updatedAt: at,
      })
      .catch(async (error: unknown) => {
        if (!(await repo.findOne({ key }))) throw error
      })
  }
}
