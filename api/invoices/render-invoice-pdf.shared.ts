import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { InvoiceRecord } from './invoice.shared'
import type { InvoiceSeller } from './invoice-pdf.shared'
import {
  INFORMATIONAL_NOTICE,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  formatKurus,
} from './invoice-labels.shared'
import { paidKurus, remainingKurus } from './invoice-totals.shared'

// docs/rules/invoices-and-plans.md#the-pdf: an invoice as an A4 PDF with the font embedded as a subset
// (the standard PDF fonts cannot encode ğ ş ı İ), built with pdf-lib and fontkit
// (docs/decisions/0015-informational-invoices-and-pdf.md). The host supplies the font's bytes.

// Parsing the TrueType file is most of a PDF's cost, so fontkit parses each font's bytes once per process.
// Each document gets its own view of that font with an empty glyph cache: a glyph first loaded as part
// of another glyph (the 'O' inside 'Ö', while subsetting) is cached without its characters, and a
// later document drawing that glyph would then map it to nothing in its ToUnicode table.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type FontkitFont = ReturnType<Fontkit['create']>
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>()
const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes)
    if (!font) {
      font = fontkit.create(bytes, postscriptName)
      parsedFonts.set(bytes, font)
    }
    return Object.create(font, { _glyphs: { value: {}, writable: true } }) as FontkitFont
  },
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.09, 0.11, 0.16)
const MUTED = rgb(0.38, 0.42, 0.49)
const RULE = rgb(0.85, 0.87, 0.9)

const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const day = (iso: string) => dayFormat.format(new Date(iso))

/** Splits text into lines no wider than `width` (words longer than a line are cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = word
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
    lines.push(line)
  }
  return lines
}

/** A cursor writing down the page, adding a page when the text reaches the bottom margin. */
class Writer {
  page: PDFPage
  y: number
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }
  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }
  text(value: string, options: { x?: number; size?: number; muted?: boolean; width?: number } = {}) {
    const size = options.size ?? 10
    const x = options.x ?? MARGIN
    for (const line of wrapText(value, this.font, size, options.width ?? A4[0] - x - MARGIN)) {
      this.room(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(line, { x, y: this.y, size, font: this.font, color: options.muted ? MUTED : INK })
    }
  }
  /** One row of cells; a `right` cell ends at its x. */
  row(cells: readonly { text: string; x: number; right?: boolean }[], size = 10, muted = false) {
    this.room(size * 1.6)
    this.y -= size * 1.6
    for (const cell of cells) {
      const width = this.font.widthOfTextAtSize(cell.text, size)
      const x = cell.right ? cell.x - width : cell.x
      this.page.drawText(cell.text, { x, y: this.y, size, font: this.font, color: muted ? MUTED : INK })
    }
  }
  rule() {
    this.room(10)
    this.y -= 6
    const { y } = this
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.7,
      color: RULE,
    })
    this.y -= 4
  }
  gap(points: number) {
    this.y -= points
  }
}

const RIGHT = A4[0] - MARGIN
const COLUMNS = { description: MARGIN, quantity: 340, unit: 440, amount: RIGHT }

export async function renderInvoicePdf(
  invoice: InvoiceRecord,
  font: Uint8Array,
  seller: InvoiceSeller,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(cachingFontkit)
  const embedded = await doc.embedFont(font, { subset: true })
  doc.setTitle(`Fatura ${invoice.number}`)
  doc.setAuthor(seller.name)
  doc.setProducer(seller.name)
  doc.setCreator(seller.name)
  doc.setCreationDate(new Date(invoice.issueDate))
  doc.setModificationDate(new Date(invoice.updatedAt))
  const w = new Writer(doc, embedded)

  w.text(seller.name, { size: 20 })
  for (const line of seller.lines) w.text(line, { muted: true })
  w.gap(12)
  w.text(`Fatura ${invoice.number}`, { size: 16 })
  w.row([
    { text: `Fatura tarihi: ${day(invoice.issueDate)}`, x: MARGIN },
    { text: `Son ödeme tarihi: ${day(invoice.dueDate)}`, x: 230 },
    { text: `Durum: ${INVOICE_STATUS_LABELS[invoice.status]}`, x: RIGHT, right: true },
  ])
  if (invoice.paidDate) w.text(`Ödeme tarihi: ${day(invoice.paidDate)}`)
  w.gap(10)

  w.text('Alıcı', { size: 12 })
  w.text(invoice.customerName)
  w.text(invoice.customerEmail, { muted: true })
  if (invoice.customerPhone) w.text(invoice.customerPhone, { muted: true })
  w.gap(10)

  w.row(
    [
      { text: 'Açıklama', x: COLUMNS.description },
      { text: 'Adet', x: COLUMNS.quantity, right: true },
      { text: 'Birim fiyat', x: COLUMNS.unit, right: true },
      { text: 'Tutar', x: COLUMNS.amount, right: true },
    ],
    10,
    true,
  )
  w.rule()
  for (const line of invoice.lines) {
    const [first = '', ...rest] = wrapText(line.description, embedded, 10, COLUMNS.quantity - MARGIN - 40)
    w.row([
      { text: first, x: COLUMNS.description },
      { text: String(line.quantity), x: COLUMNS.quantity, right: true },
      { text: formatKurus(line.unitPriceKurus), x: COLUMNS.unit, right: true },
      { text: formatKurus(line.unitPriceKurus * line.quantity), x: COLUMNS.amount, right: true },
    ])
    for (const more of rest) w.row([{ text: more, x: COLUMNS.description }])
  }
  w.rule()
  const total = (label: string, kurus: number, size = 10) =>
    w.row(
      [
        { text: label, x: COLUMNS.unit, right: true },
        { text: formatKurus(kurus), x: COLUMNS.amount, right: true },
      ],
      size,
    )
  total('Ara toplam', invoice.subtotalKurus)
  total(`KDV (%${invoice.taxRate})`, invoice.taxKurus)
  total('Genel toplam', invoice.totalKurus, 12)

  if (invoice.payments.length > 0) {
    w.gap(14)
    w.text('Ödemeler', { size: 12 })
    for (const payment of invoice.payments) {
      const reference = payment.reference ? ` · ${payment.reference}` : ''
      w.row([
        { text: `${day(payment.paidAt)} · ${PAYMENT_METHOD_LABELS[payment.method]}${reference}`, x: MARGIN },
        { text: formatKurus(payment.amountKurus), x: COLUMNS.amount, right: true },
      ])
    }
    total('Ödenen', paidKurus(invoice.payments))
    total('Kalan', remainingKurus(invoice))
  }
  if (invoice.description && invoice.lines.every((line) => line.description !== invoice.description)) {
    w.gap(10)
    w.text(`Not: ${invoice.description}`, { muted: true })
  }
  w.gap(24)
  w.rule()
  w.text(INFORMATIONAL_NOTICE, { size: 9, muted: true })
  return doc.save()
}
