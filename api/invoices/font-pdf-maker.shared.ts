import type { InvoicePdfMaker } from './invoice-pdf.shared'

/**
 * The invoice PDF maker over a font's bytes: the server's (node_modules) and the page's (fetched). pdf-lib
 * and fontkit are loaded with the first invoice, not at start (a fifth of a second of every server start).
 */
export function pdfMakerWithFont(font: { load(): Promise<Uint8Array> }): InvoicePdfMaker {
  return {
    async render(invoice, seller) {
      const [{ renderInvoicePdf }, fontBytes] = await Promise.all([
        import('./render-invoice-pdf.shared'),
        font.load(),
      ])
      return renderInvoicePdf(invoice, fontBytes, seller)
    },
  }
}
