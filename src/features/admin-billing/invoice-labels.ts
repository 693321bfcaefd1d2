// The billing screen's choices: the status chips and the payment methods, with the shared labels.
import { invoiceStatusSchema, paymentMethodSchema } from '../../../api/invoices/invoice.shared'
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../api/invoices/invoice-labels.shared'

export const STATUS_CHIPS = invoiceStatusSchema.options.map((value) => ({
  value,
  label: INVOICE_STATUS_LABELS[value],
}))

export const METHOD_CHOICES = paymentMethodSchema.options.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}))

/** Today as YYYY-MM-DD in Istanbul: the date inputs' default. */
export function todayInIstanbul(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now)
}

/** The day `days` after today in Istanbul, as YYYY-MM-DD. */
export function daysFromToday(days: number, now = new Date()): string {
  return todayInIstanbul(new Date(now.getTime() + days * 86_400_000))
}

/** A stored instant as the YYYY-MM-DD an Istanbul date input shows. */
export const dayOf = (iso: string) => todayInIstanbul(new Date(iso))
