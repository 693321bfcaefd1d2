import { renderInvoicePdf } from './render-invoice-pdf.shared'
import type { InvoicePdfMaker } from './invoice-pdf.shared'

/** The invoice PDF maker over a font's bytes: the server's (node_modules) and the page's (fetched). */
export function pdfMakerWithFont(font: { load(): Promise<Uint8Array> }): InvoicePdfMaker {
  return {
    async render(invoice, seller) {
      return renderInvoicePdf(invoice, await font.load(), seller)
    },
  }
}
