import type { UserRecord } from '../schemas/user'
import type { TemplateValues } from '../schemas/email-template-render'
import { templateDate } from '../schemas/email-template-samples'

// The common placeholders' values (docs/rules/email-templates.md#placeholders).

/** {name}, {email}, {subscription}, {date} of a user. */
export function userValues(
  user: Pick<UserRecord, 'name' | 'email' | 'subscription'>,
  at: Date,
): TemplateValues {
  return { name: user.name, email: user.email, subscription: user.subscription, date: templateDate(at) }
}
