import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { LaterMailAttachment, MailMessage } from '../ports/infrastructure'
import type { InvoiceRecord } from './invoice.shared'
import { formatInvoiceDay, formatKurus } from './invoice-labels.shared'

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

/**
 * SiteKur's own template 'invoice-issued' (docs/rules/email-templates.md#own-templates). `withPdf`: the
 * mail names the invoice's PDF, which the mail queue makes when it delivers the mail
 * (docs/rules/mail-queue.md#files-made-at-delivery), not the request that issues the invoice.
 */
export function invoiceIssuedMail(input: {
  invoice: InvoiceRecord
  billingUrl: string
  withPdf: boolean
}): MailMessage {
  const { invoice } = input
  const attachLater: LaterMailAttachment[] = input.withPdf
    ? [
        {
          filename: invoicePdfName(invoice),
          contentType: 'application/pdf',
          source: { kind: 'invoice-pdf', id: invoice.id },
        },
      ]
    : []
  return ownTemplateMail(
    'invoice-issued',
    invoice.customerEmail,
    {
      name: invoice.customerName,
      invoiceNumber: invoice.number,
      subtotal: formatKurus(invoice.subtotalKurus),
      taxRate: invoice.taxRate,
      tax: formatKurus(invoice.taxKurus),
      total: formatKurus(invoice.totalKurus),
      dueDate: day(invoice.dueDate),
      attachmentNote: input.withPdf
        ? 'Faturanın PDF dosyası bu e-postanın ekindedir; panelinizdeki Ödeme sekmesinden de indirebilirsiniz.'
        : 'Faturanızı panelinizdeki Ödeme sekmesinden indirebilirsiniz.',
      link: input.billingUrl,
    },
    attachLater.length > 0 ? { attachLater } : {},
  )
}
