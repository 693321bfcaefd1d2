import type { InvoiceStatus, PaymentMethod } from './invoice'

// The invoice's Turkish words, shared by the screens, the mails and the PDF.

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  paid: 'Ödendi',
  pending: 'Bekliyor',
  overdue: 'Gecikmiş',
  cancelled: 'İptal edildi',
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Havale/EFT',
  credit_card: 'Kredi kartı',
  cash: 'Nakit',
  other: 'Diğer',
}

/** docs/decisions/0015-informational-invoices-and-pdf.md: shown on the PDF and on every invoice screen. */
export const INFORMATIONAL_NOTICE = 'Bu belge bilgilendirme amaçlıdır; GİB e-Arşiv faturası değildir.'

const kurusFormat = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 35880 → '₺358,80': an invoice's figures keep their kuruş. */
export function formatKurus(kurus: number): string {
  return kurusFormat.format(kurus / 100)
}
