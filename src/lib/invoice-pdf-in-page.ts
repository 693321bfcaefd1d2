// Makes an invoice's PDF in the page when the API's host makes none (the offline demo,
// api/invoices/invoice-pdf.shared.ts). Loaded only when such a PDF is asked for: it carries pdf-lib and
// fontkit, and fetches the font once.
import { pdfMakerWithFont } from '../../api/invoices/font-pdf-maker.shared'
import type { InvoicePdfInPage } from '../../api/invoices/invoice-pdf.shared'
import { fetchedInvoiceFont } from './invoice-font'

const maker = pdfMakerWithFont(fetchedInvoiceFont())

export async function invoicePdfInPage({ data }: InvoicePdfInPage): Promise<Blob> {
  const bytes = await maker.render(data.invoice, data.seller)
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' })
}
