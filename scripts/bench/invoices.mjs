// `npm run bench` section "invoices": issuing an invoice and making its PDF on PGlite, through the API
// (the work is in scripts/bench/invoices-api.ts). Goals: p95 ≤ 100 ms each (issue 13).
import { join } from 'node:path'
import { root } from './processes.mjs'
import { kb, ms, row } from './report.mjs'

const GOALS = { create: 100, pdf: 100 }

export async function invoicesSection() {
  const { tsImport } = await import('tsx/esm/api')
  const { measureInvoices } = await tsImport(join(root, 'scripts/bench/invoices-api.ts'), import.meta.url)
  const figures = await measureInvoices()
  const pair = (p50, p95) => `p50 ${ms(p50)} · p95 ${ms(p95)}`
  return {
    rows: [
      row(
        'POST /api/admin/invoices (number, KDV, audit, PDF for the mail)',
        pair(figures.createP50, figures.createP95),
        `p95 ≤ ${GOALS.create} ms`,
        figures.createP95 <= GOALS.create,
      ),
      row(
        'GET /api/admin/invoices/:id/pdf (DejaVu Sans subset)',
        pair(figures.pdfP50, figures.pdfP95),
        `p95 ≤ ${GOALS.pdf} ms`,
        figures.pdfP95 <= GOALS.pdf,
      ),
      row('PDF size', kb(figures.pdfBytes)),
    ],
    json: figures,
    notes: ['In-process (app.request on the server’s own host and PGlite): the socket is not measured.'],
  }
}
