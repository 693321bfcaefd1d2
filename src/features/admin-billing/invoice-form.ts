// The create and edit dialogs' values, their checks and what is sent (docs/rules/invoices-and-plans.md#the-billing-screen).
// Defaults: no amount (the server takes the customer's package's monthly price, or asks for one: no price
// is written here, docs/decisions/0031-one-price-catalogue.md), due in 30 days; choosing a plan puts its
// price in the amount.
import type { Invoice, InvoiceStatus } from '../../../api/invoices/invoice.shared'
import type { InvoiceCreateInput, InvoicePatch } from '../../../api/invoices/invoice-input.shared'
import { invoiceMessages } from '../../../api/invoices/invoice-messages.shared'
import { daysFromToday, dayOf } from './invoice-labels'

export const DUE_AFTER_DAYS = 30

export interface InvoiceFormValues {
  customerEmail: string
  packageId: string
  amount: string
  dueDate: string
  description: string
  status: InvoiceStatus
}

export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormValues, string>>

export const emptyInvoiceForm = (): InvoiceFormValues => ({
  customerEmail: '',
  packageId: '',
  amount: '',
  dueDate: daysFromToday(DUE_AFTER_DAYS),
  description: '',
  status: 'pending',
})

export const invoiceFormOf = (invoice: Invoice): InvoiceFormValues => ({
  customerEmail: invoice.customerEmail,
  packageId: invoice.packageId ?? '',
  amount: String(invoice.amount),
  dueDate: dayOf(invoice.dueDate),
  description: invoice.description ?? '',
  status: invoice.status,
})

const amountOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN)

export function checkInvoiceForm(values: InvoiceFormValues, creating: boolean): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {}
  if (creating && !values.customerEmail.trim()) errors.customerEmail = invoiceMessages.emailRequired
  // Empty when creating: the customer's package's price (the server's rule).
  if (creating && values.amount.trim() === '') return errors
  const amount = amountOf(values.amount)
  if (!Number.isInteger(amount) || amount < 1) errors.amount = invoiceMessages.amountInvalid
  return errors
}

export function createInputOf(values: InvoiceFormValues): InvoiceCreateInput {
  return {
    customerEmail: values.customerEmail.trim(),
    ...(values.amount.trim() === '' ? {} : { amount: amountOf(values.amount) }),
    packageId: values.packageId || null,
    dueDate: values.dueDate || null,
    description: values.description.trim() || null,
  }
}

/** Only what changed; a paid invoice's amount and plan are never sent (they are frozen). */
export function patchOf(values: InvoiceFormValues, invoice: Invoice): InvoicePatch {
  const patch: InvoicePatch = {}
  const amount = amountOf(values.amount)
  if (invoice.status !== 'paid') {
    if (values.packageId && values.packageId !== invoice.packageId) patch.packageId = values.packageId
    if (amount !== invoice.amount) patch.amount = amount
  }
  if (values.dueDate && values.dueDate !== dayOf(invoice.dueDate)) patch.dueDate = values.dueDate
  if (values.description.trim() !== (invoice.description ?? ''))
    patch.description = values.description.trim() || null
  if (values.status !== invoice.status) patch.status = values.status
  return patch
}

const FIELD_OF: Record<string, keyof InvoiceFormValues> = {
  [invoiceMessages.emailRequired]: 'customerEmail',
  [invoiceMessages.customerNotFound]: 'customerEmail',
  [invoiceMessages.amountInvalid]: 'amount',
  [invoiceMessages.amountOrPackageRequired]: 'amount',
  [invoiceMessages.frozen]: 'amount',
  [invoiceMessages.belowPaid]: 'amount',
  [invoiceMessages.packageNotFound]: 'packageId',
  [invoiceMessages.dueBeforeIssue]: 'dueDate',
}

/** The field a server refusal belongs to, or null: the message goes under the form. */
export const refusalField = (message: string): keyof InvoiceFormValues | null => FIELD_OF[message] ?? null
