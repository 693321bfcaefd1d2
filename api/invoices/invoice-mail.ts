import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailAttachment, MailMessage } from '../ports/infrastructure'
import type { InvoiceRecord } from '../schemas/invoice'
import { INFORMATIONAL_NOTICE, formatInvoiceDay, formatKurus } from '../schemas/invoice-labels'

// What the customer is told when an invoice is issued or a payment recorded (in-app and by mail).

const day = formatInvoiceDay

export const invoicePdfName = (invoice: Pick<InvoiceRecord, 'number'>) => `fatura-${invoice.number}.pdf`

export function issuedNotice(invoice: InvoiceRecord) {
  return {
    title: `Yeni fatura: ${invoice.number}`,
    message: `${invoice.number} numaralı faturanız düzenlendi: ${formatKurus(invoice.totalKurus)} (KDV dahil), son ödeme tarihi ${day(invoice.dueDate)}. Faturayı Ödeme sekmesinden indirebilirsiniz.`,
  }
}

export function paymentNotice(invoice: InvoiceRecord, amountKurus: number) {
  const settled = invoice.status === 'paid' ? ' Faturanın ödemesi tamamlandı.' : ''
  return {
    title: `Ödemeniz kaydedildi: ${invoice.number}`,
    message: `${invoice.number} numaralı faturanız için ${formatKurus(amountKurus)} tutarındaki ödemeniz kaydedildi.${settled}`,
  }
}

export function invoiceIssuedMail(input: {
  invoice: InvoiceRecord
  billingUrl: string
  pdf: Uint8Array | null
}): MailMessage {
  const { invoice } = input
  const lines = [
    `Merhaba ${invoice.customerName},`,
    `${invoice.number} numaralı faturanız düzenlendi.`,
    `Tutar: ${formatKurus(invoice.subtotalKurus)} + KDV (%${invoice.taxRate}) ${formatKurus(invoice.taxKurus)} = ${formatKurus(invoice.totalKurus)}`,
    `Son ödeme tarihi: ${day(invoice.dueDate)}`,
    input.pdf
      ? 'Faturanın PDF dosyası bu e-postanın ekindedir; panelinizdeki Ödeme sekmesinden de indirebilirsiniz.'
      : 'Faturanızı panelinizdeki Ödeme sekmesinden indirebilirsiniz.',
    INFORMATIONAL_NOTICE,
  ]
  const attachments: MailAttachment[] = input.pdf
    ? [{ filename: invoicePdfName(invoice), contentType: 'application/pdf', content: input.pdf }]
    : []
  return {
    to: invoice.customerEmail,
    subject: `Faturanız düzenlendi: ${invoice.number}`,
    text: [...lines, '', input.billingUrl].join('\n'),
    html: layout(`Faturanız: ${invoice.number}`, lines.map(escapeHtml), {
      label: 'Ödeme sayfama git',
      url: input.billingUrl,
    }),
    ...(attachments.length > 0 ? { attachments } : {}),
  }
}
