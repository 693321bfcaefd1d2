import type { UserRecord } from '../schemas/user'
import type { TemplateValues } from '../schemas/email-template-render'

// The common placeholders' values (docs/rules/email-templates.md#placeholders).

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
})

/** {date}: the day the mail goes out, in Turkish ('26 Kasım 2026'). */
export const templateDate = (at: Date) => dateFormat.format(at)

/** {name}, {email}, {subscription}, {date} of a user. */
export function userValues(
  user: Pick<UserRecord, 'name' | 'email' | 'subscription'>,
  at: Date,
): TemplateValues {
  return { name: user.name, email: user.email, subscription: user.subscription, date: templateDate(at) }
}

/** The sample customer of a preview when no user is chosen. */
export const SAMPLE_CUSTOMER = {
  name: 'Ayşe Yılmaz',
  email: 'ayse.yilmaz@example.com',
  subscription: 'Pro Plan',
} as const

/** Sample values of SiteKur's own placeholders, for a preview or a test send. */
export const SAMPLE_OWN_VALUES: TemplateValues = {
  code: '123456',
  link: 'https://sitekur.example/#/ornek',
  websiteName: 'Örnek Kafe',
  requestNumber: '1042',
  status: 'İşlemde',
  statusMessage: 'Ekibimiz website talebiniz üzerinde çalışmaya başladı.',
  invoiceNumber: 'SK-2026-000123',
  subtotal: '1.000 ₺',
  taxRate: '20',
  tax: '200 ₺',
  total: '1.200 ₺',
  dueDate: '26.12.2026',
  attachmentNote: 'Faturanızı panelinizdeki Ödeme sekmesinden indirebilirsiniz.',
  days: '7',
}
