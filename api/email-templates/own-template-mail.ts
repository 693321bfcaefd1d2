import type { ApiPorts } from '../ports'
import type { MailMessage } from '../ports/infrastructure'
import { isOwnTemplateKey, OWN_TEMPLATES, type OwnTemplateKey } from './email-template-kinds.shared'
import { renderTemplate, type TemplateValues } from './email-template-render.shared'
import { templateDate } from './email-template-samples.shared'
import { emailTemplateResource } from './email-template-resource'

// SiteKur's own mails as templates (docs/rules/email-templates.md#own-templates): the mail is built from
// the default text in code and names its template; the mail service sends an admin's stored edit instead.

/** One of SiteKur's own mails with its default text, naming its template and values. */
export function ownTemplateMail(
  key: OwnTemplateKey,
  to: string,
  values: TemplateValues,
  extras: Pick<MailMessage, 'highlights' | 'attachments' | 'attachLater'> = {},
): MailMessage {
  const all = { email: to, ...values }
  const rendered = renderTemplate({ ...OWN_TEMPLATES[key], key }, all)
  return { to, ...rendered, ...extras, template: { key, values: all } }
}

/** The message as it goes out: re-rendered from the stored template when an admin edited it. */
export async function resolveOwnTemplate(ports: ApiPorts, message: MailMessage): Promise<MailMessage> {
  const key = message.template?.key
  if (!message.template || !isOwnTemplateKey(key)) return message
  const repo = ports.repos.resource(emailTemplateResource)
  const stored = await repo.findOne({ key })
  if (!stored) return message
  const at = ports.clock.now()
  await repo.update(stored.id, { lastUsed: at.toISOString() })
  if (!stored.customized) return message
  const user = await ports.repos.users.findByEmail(message.to)
  const values = {
    subscription: user?.subscription ?? '',
    date: templateDate(at),
    ...message.template.values,
  }
  return { ...message, ...renderTemplate({ subject: stored.subject, content: stored.content, key }, values) }
}
