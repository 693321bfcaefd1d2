import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { INVOICE_FONT_FILE } from '../../api/invoices/invoice-font-file.shared'
import { pdfMakerWithFont } from '../../api/invoices/font-pdf-maker.shared'
import type { FontSource } from '../../api/ports/infrastructure'

const require = createRequire(import.meta.url)

/** The invoices' font read once from node_modules; the same bytes on every call. */
export function nodeInvoiceFont(): FontSource {
  let bytes: Promise<Uint8Array> | null = null
  return {
    load() {
      bytes ??= readFile(require.resolve(INVOICE_FONT_FILE.module)).then(
        (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
        (error: unknown) => {
          bytes = null
          throw error
        },
      )
      return bytes
    },
  }
}

/** One reader for the whole process (tests open many API instances). */
export const sharedInvoiceFont = nodeInvoiceFont()

/** The server's invoice PDFs, with that font. */
export const serverInvoicePdf = pdfMakerWithFont(sharedInvoiceFont)
