import { formatInvoiceDay, formatKurus } from './invoice-labels.shared'

// The Turkish texts of the invoice jobs: activity entries and the customer's in-app notification
// (docs/rules/invoices-and-plans.md#reminders, #overdue).
export const invoiceJobMessages = {
  overdueAction: 'Fatura gecikmeye düştü',
  overdueDetails: (number: string, email: string) =>
    `${number} (${email}): son ödeme tarihi geçtiği için durum "Gecikmiş" oldu.`,
  overdueTitle: 'Faturanızın son ödeme tarihi geçti',
  overdueMessage: (invoice: { number: string; totalKurus: number; currency: string; dueDate: string }) =>
    `${invoice.number} numaralı faturanızın son ödeme tarihi (${formatInvoiceDay(invoice.dueDate)}) geçti. ` +
    `Tutar (KDV dahil): ${formatKurus(invoice.totalKurus, invoice.currency)}. ` +
    'Ödemenizi yaptıysanız bu bildirimi dikkate almayın.',
  remindersAction: 'Ödeme hatırlatmaları gönderildi',
  remindersDetails: (c: ReminderRunCounts) =>
    [
      `${c.sent + c.resumed} hatırlatma gönderildi`,
      c.failed ? `${c.failed} gönderilemedi` : '',
      c.queued ? `${c.queued} yeniden denenecek` : '',
    ]
      .filter(Boolean)
      .join(', ') + '.',
  /** On a claim that was not sent because it was no longer owed (stored as the row's error). */
  reminderDropped: 'dropped: the invoice was paid or cancelled, or the reminder fell out of its window',
  /** On a claim whose mail the mail queue failed for good without an error text (stored as the row's error). */
  reminderFailed: 'failed: the mail queue gave the reminder up',
}

/** What one run of the reminders job did, as its summary line counts it. */
export interface ReminderRunCounts {
  sent: number
  failed: number
  resumed: number
  /** Refused for now: the mail queue retries them, and a later run records the outcome. */
  queued: number
  dropped: number
}
