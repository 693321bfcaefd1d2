import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'
import type { InvoiceRecord, ReminderKind } from './invoice.shared'
import { formatInvoiceDay, formatKurus } from './invoice-labels.shared'

// The payment reminder mails (docs/rules/invoices-and-plans.md#reminders): the invoice's number, its
// total with KDV and its due date, in Turkish. Rendered once, when the reminder is claimed, and stored
// on the claim: a resumed send mails exactly what was claimed.

const headline: Record<ReminderKind, (number: string) => string> = {
  'before-3': (number) => `${number} numaralı faturanızın son ödeme tarihi yaklaşıyor`,
  due: (number) => `${number} numaralı faturanızın son ödeme günü bugün`,
  'after-3': (number) => `${number} numaralı faturanızın ödemesi gecikti`,
  'after-7': (number) => `${number} numaralı faturanızın ödemesi hâlâ bekleniyor`,
}

const closing: Record<ReminderKind, string> = {
  'before-3':
    'Hizmetinizin kesintisiz sürmesi için ödemenizi son ödeme tarihine kadar yapmanızı rica ederiz.',
  due: 'Ödemenizi bugün yapmanızı rica ederiz.',
  'after-3': 'Son ödeme tarihi geçti. Ödemenizi en kısa sürede yapmanızı rica ederiz.',
  'after-7':
    'Son ödeme tarihinin üzerinden bir hafta geçti. Lütfen ödemenizi yapın ya da bizimle iletişime geçin.',
}

export function reminderMail(
  invoice: Pick<
    InvoiceRecord,
    'number' | 'customerName' | 'customerEmail' | 'totalKurus' | 'currency' | 'dueDate'
  >,
  kind: ReminderKind,
): MailMessage {
  const title = headline[kind](invoice.number)
  const lines = [
    `Merhaba ${invoice.customerName},`,
    `Fatura numarası: ${invoice.number}`,
    `Tutar (KDV dahil): ${formatKurus(invoice.totalKurus, invoice.currency)}`,
    `Son ödeme tarihi: ${formatInvoiceDay(invoice.dueDate)}`,
    closing[kind],
    'Ödemenizi yaptıysanız bu e-postayı dikkate almayın.',
  ]
  return {
    to: invoice.customerEmail,
    subject: `SiteKur: ${title}`,
    text: [lines[0], '', `${title}.`, '', ...lines.slice(1)].join('\n'),
    html: layout(title, lines.map(escapeHtml)),
  }
}
