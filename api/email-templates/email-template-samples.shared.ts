import type { TemplateValues } from './email-template-render.shared'

// The values a preview fills in (docs/rules/email-templates.md#preview-and-test): the sample customer and
// SiteKur's own placeholders' samples, shared by the server's preview and the screen's live preview.

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
})

/** {date}: the day the mail goes out, in Turkish ('26 Kasım 2026'). */
export const templateDate = (at: Date) => dateFormat.format(at)

/** The sample customer of a preview when no user is chosen. */
export const SAMPLE_CUSTOMER = {
  name: 'Ayşe Yılmaz',
  email: 'ayse.yilmaz@example.com',
  subscription: 'Scale',
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
  amount: '1.200,00 ₺',
  paidAt: '26.11.2026 14:05',
  method: 'Kredi kartı',
  reference: '22417489',
  remaining: '0,00 ₺',
  address: 'https://ornekkafe.com/ ve https://sitekur.example/sites/ornek-kafe/',
  minutes: '30',
  googleNote: '',
  time: '26 Kasım 2026 14:05',
}

/** Every placeholder's sample value: the sample customer's, today's date and the own ones. */
export const sampleValues = (at: Date): TemplateValues => ({
  ...SAMPLE_OWN_VALUES,
  ...SAMPLE_CUSTOMER,
  date: templateDate(at),
})
