import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { MailMessage } from '../ports/infrastructure'

// The invitation of an account an admin created: a link to set the password, never a password
// (SiteKur's own template 'invitation', docs/rules/email-templates.md#own-templates).
export function invitationMail(input: { to: string; name: string; link: string; days: number }): MailMessage {
  return ownTemplateMail(
    'invitation',
    input.to,
    { name: input.name, link: input.link, days: input.days },
    { highlights: { link: input.link } },
  )
}
