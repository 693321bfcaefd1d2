import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { ApiPorts } from '../ports'
import type { InvoiceRecord } from './invoice.shared'
import type { InvoiceDocuments } from './invoice-documents'
import { invoiceIssuedMail, issuedNotice } from './invoice-mail'

/** What mailing an issued invoice uses. */
export interface IssuedMailDeps {
  ports: Pick<ApiPorts, 'repos' | 'config' | 'logger'>
  notify: Pick<CustomerNotifier, 'outside'>
  documents: Pick<InvoiceDocuments, 'makesPdf'>
}

/**
 * After an invoice's commit: its mail naming the PDF (and the customer's other channels), under the ref
 * `invoice:<id>`, so the mail queue holds one mail per invoice however often it is handed over. The PDF
 * is not made here: the mail queue makes it right before the mail's first attempt, after the caller's
 * answer (docs/rules/mail-queue.md#files-made-at-delivery).
 */
export async function mailIssuedInvoice(
  { ports, notify, documents }: IssuedMailDeps,
  invoice: InvoiceRecord,
): Promise<void> {
  const billingUrl = `${ports.config.publicUrl}/#/user-dashboard?tab=billing`
  const customer = invoice.userId ? await ports.repos.users.findById(invoice.userId) : null
  await notify.outside(customer, {
    ...issuedNotice(invoice),
    ref: `invoice:${invoice.id}`,
    url: billingUrl,
    mail: invoiceIssuedMail({ invoice, billingUrl, withPdf: documents.makesPdf() }),
  })
}
