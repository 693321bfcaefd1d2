// Build plugin: copies the invoices' font (DejaVu Sans, from node_modules) to /fonts/, where the service
// worker's offline demo fetches it to make PDFs (sw/emulation/invoice-font.ts; the server reads the
// package's file itself). docs/decisions/0015-informational-invoices-and-pdf.md.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { INVOICE_FONT_FILE } from '../api/invoices/invoice-font-file.shared'

const require = createRequire(import.meta.url)

export function invoiceFont(): Plugin {
  return {
    name: 'sitekur-invoice-font',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: INVOICE_FONT_FILE.publicPath.slice(1),
        source: readFileSync(require.resolve(INVOICE_FONT_FILE.module)),
      })
    },
  }
}
