// The one font invoices embed (docs/decisions/0015-informational-invoices-and-pdf.md): DejaVu Sans from
// the `dejavu-fonts-ttf` package. The server reads it from node_modules; the build copies it to
// `publicPath`, where the page fetches it to make the offline demo's PDFs.
export const INVOICE_FONT_FILE = {
  module: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  publicPath: '/fonts/DejaVuSans.ttf',
} as const
