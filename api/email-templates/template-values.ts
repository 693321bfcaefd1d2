import type { UserRecord } from '../users/user.shared'
import type { TemplateValues } from './email-template-render.shared'
import { templateDate } from './email-template-samples.shared'

// The common placeholders' values (docs/rules/email-templates.md#placeholders).

/** {name}, {email}, {subscription}, {date} of a user. */
export function userValues(
  user: Pick<UserRecord, 'name' | 'email' | 'subscription'>,
  at: Date,
): TemplateValues {
  return { name: user.name, email: user.email, subscription: user.subscription, date: templateDate(at) }
}
