import { z } from 'zod'
import { invoiceRecordSchema, type InvoiceRecord } from './invoice.shared'

// Who makes an invoice's PDF (docs/rules/invoices-and-plans.md#the-pdf). The server does, with pdf-lib,
// fontkit and the font from node_modules (api/invoices/render-invoice-pdf.shared.ts). The offline demo's service worker
// does not: those libraries would triple the worker every installed app downloads on each update, for a
// demo-only feature. There the PDF route answers what the page needs to make the same PDF itself
// (src/lib/invoice-pdf-in-page.ts loads the renderer and the font only when asked).

export const invoiceSellerSchema = z.object({ name: z.string(), lines: z.array(z.string()) })
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>

export interface InvoicePdfMaker {
  render(invoice: InvoiceRecord, seller: InvoiceSeller): Promise<Uint8Array>
}

/** The PDF route's answer on a host without a maker: the invoice and the seller block, for the page. */
export const invoicePdfInPageSchema = z.object({
  success: z.literal(true),
  renderInPage: z.literal(true),
  data: z.object({ invoice: invoiceRecordSchema, seller: invoiceSellerSchema }),
})
export type InvoicePdfInPage = z.infer<typeof invoicePdfInPageSchema>
