import { ApiError } from '../lib/http'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts } from '../ports'
import { renderTemplate, type RenderedMail } from './email-template-render.shared'
import { emailTemplateMessages as messages } from './email-template.shared'
import type { UserRecord } from '../users/user.shared'
import { emailTemplateResource } from './email-template-resource'
import { toTemplateView } from './email-template-rules'
import { SAMPLE_CUSTOMER, SAMPLE_OWN_VALUES } from './email-template-samples.shared'
import { userValues } from './template-values'

interface Deps {
  ports: ApiPorts
  mail: MailService
}

const asStrings = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value == null ? '' : String(value)]),
  )

// A template's preview and test send (docs/rules/email-templates.md#preview-and-test): the one renderer,
// with a chosen user's values or the sample customer's, and sample values for SiteKur's own placeholders.
export function createEmailTemplatePreview({ ports, mail }: Deps) {
  const repo = () => ports.repos.resource(emailTemplateResource)

  async function template(id: string) {
    const record = await repo().findById(id)
    if (!record) throw new ApiError(404, messages.notFound)
    return toTemplateView(record)
  }

  function valuesFor(user: Pick<UserRecord, 'name' | 'email' | 'subscription'>) {
    return asStrings({ ...SAMPLE_OWN_VALUES, ...userValues(user, ports.clock.now()) })
  }

  return {
    /** Unsaved subject or content preview what the dialog holds; the saved text otherwise. */
    async preview(
      id: string,
      input: { userId?: string; subject?: string; content?: string },
    ): Promise<{ preview: RenderedMail; values: Record<string, string> }> {
      const view = await template(id)
      let customer: Pick<UserRecord, 'name' | 'email' | 'subscription'> = SAMPLE_CUSTOMER
      if (input.userId) {
        const user = await ports.repos.users.findById(input.userId)
        if (!user) throw new ApiError(404, messages.userNotFound)
        customer = user
      }
      const values = valuesFor(customer)
      const source = {
        key: view.key,
        subject: input.subject ?? view.subject,
        content: input.content ?? view.content,
      }
      return { preview: renderTemplate(source, values), values }
    },

    /** The saved template, with the admin's own values, to the admin's own address through the mail queue. */
    async test(id: string, admin: UserRecord): Promise<{ to: string; sent: boolean }> {
      const view = await template(id)
      const rendered = renderTemplate(view, valuesFor(admin))
      const result = await mail.deliver({
        to: admin.email,
        ...rendered,
        subject: `[Test] ${rendered.subject}`,
      })
      return { to: admin.email, sent: result.sent }
    },
  }
}
export type EmailTemplatePreview = ReturnType<typeof createEmailTemplatePreview>
