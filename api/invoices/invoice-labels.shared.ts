import type { InvoiceStatus, PaymentMethod } from './invoice.shared'

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

const kurusFormats = new Map<string, Intl.NumberFormat>()

/** 35880 → '₺358,80': an invoice's figures keep their kuruş. */
export function formatKurus(kurus: number, currency = 'TRY'): string {
  let format = kurusFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    kurusFormats.set(currency, format)
  }
  return format.format(kurus / 100)
}

const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' })

/** An invoice's date as Turkey reads it: '26 Kasım 2026'. */
export const formatInvoiceDay = (iso: string) => dayFormat.format(new Date(iso))
