import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib'

// Reads a PDF made with an embedded (Identity-H) font back into text, for tests: the glyph codes of
// every `<…> Tj` in the page contents, mapped through the font's ToUnicode CMap. Enough for pdf-lib's
// own output (one font, hex strings); not a general PDF text extractor.

export interface PdfFacts {
  pages: number
  /** The fonts' BaseFont names (pdf-lib names a subset 'DejaVuSans-1234'). */
  fonts: string[]
  /** How many font descriptors carry an embedded TrueType file (FontFile2). */
  embeddedFontFiles: number
  /** The text, one shown string per line. */
  text: string
}

const latin1 = new TextDecoder('latin1')

function unicodeOf(hex: string): string {
  const units: number[] = []
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
  return String.fromCharCode(...units)
}

export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc = await PDFDocument.load(bytes)
  const toUnicode = new Map<string, string>()
  const contents: string[] = []
  const fonts: string[] = []
  let embeddedFontFiles = 0
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const baseFont = object instanceof PDFDict ? object.get(PDFName.of('BaseFont')) : undefined
    if (baseFont instanceof PDFName) fonts.push(baseFont.decodeText())
    if (object instanceof PDFDict && object.has(PDFName.of('FontFile2'))) embeddedFontFiles++
    if (!(object instanceof PDFRawStream)) continue
    let text: string
    try {
      text = latin1.decode(decodePDFRawStream(object).decode())
    } catch {
      continue
    }
    if (text.includes('begincmap')) {
      for (const [, code, unicode] of text.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        toUnicode.set(code!.toLowerCase().padStart(4, '0'), unicodeOf(unicode!))
      }
    } else if (/\bTj\b/.test(text)) contents.push(text)
  }
  const lines: string[] = []
  for (const content of contents) {
    for (const [, hex] of content.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
      let line = ''
      for (let i = 0; i + 4 <= hex!.length; i += 4)
        line += toUnicode.get(hex!.slice(i, i + 4).toLowerCase()) ?? '?'
      lines.push(line)
    }
  }
  return { pages: doc.getPageCount(), fonts: [...new Set(fonts)], embeddedFontFiles, text: lines.join('\n') }
}
