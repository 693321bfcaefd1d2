import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { InvoiceRecord } from './invoice.shared'
import { attachmentDisposition } from '../uploads/content-disposition'
import type { InvoiceDocuments } from './invoice-documents'
import { invoicePdfName } from './invoice-mail'
import type { InvoicePdfInPage } from './invoice-pdf.shared'

/**
 * An invoice's PDF as a download, made from the record on each request and never cached; on a host that
 * makes no PDFs, what the page needs to make it (api/invoices/invoice-pdf.shared.ts).
 */
export async function sendInvoicePdf(
  c: Context<ApiEnv>,
  documents: InvoiceDocuments,
  invoice: InvoiceRecord,
) {
  const bytes = await documents.pdf(invoice)
  if (!bytes) {
    const seller = await documents.seller()
    const answer: InvoicePdfInPage = { success: true, renderInPage: true, data: { invoice, seller } }
    return c.json(answer, 200, { 'Cache-Control': 'private, no-store' })
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': attachmentDisposition(invoicePdfName(invoice)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}
