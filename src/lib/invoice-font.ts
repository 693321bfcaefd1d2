import { INVOICE_FONT_FILE } from '../../api/invoices/invoice-font-file.shared'

// The invoice font for PDFs the page makes (the offline demo): the build's copy of DejaVu Sans, fetched the
// first time a PDF is made and kept in a cache of its own, so later PDFs (and PDFs without a network) need
// no download. Not precached: most visitors never make a PDF
// (docs/decisions/0015-informational-invoices-and-pdf.md).
const CACHE = 'sitekur-invoice-font'

export function fetchedInvoiceFont(): { load(): Promise<Uint8Array> } {
  const url = INVOICE_FONT_FILE.publicPath
  let bytes: Promise<Uint8Array> | null = null

  async function read(): Promise<Uint8Array> {
    const cache = typeof caches === 'undefined' ? null : await caches.open(CACHE)
    let response = await cache?.match(url)
    if (!response) {
      response = await fetch(url)
      if (!response.ok) throw new Error(`invoice font: HTTP ${response.status}`)
      await cache?.put(url, response.clone())
    }
    return new Uint8Array(await response.arrayBuffer())
  }

  return {
    load() {
      bytes ??= read().catch((error: unknown) => {
        bytes = null
        throw error
      })
      return bytes
    },
  }
}
