import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { InvoiceRecord } from '../schemas/invoice'
import type { Services } from '../services'
import { attachmentDisposition } from '../uploads/content-disposition'
import { invoicePdfName } from './invoice-mail'

/** An invoice's PDF as a download, made from the record on each request and never cached. */
export async function sendInvoicePdf(c: Context<ApiEnv>, services: Services, invoice: InvoiceRecord) {
  const bytes = await services.invoiceDocuments.pdf(invoice)
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': attachmentDisposition(invoicePdfName(invoice)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}
