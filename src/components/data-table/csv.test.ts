import { describe, expect, it } from 'vitest'
import { CSV_BOM, buildCsv, csvField, csvFileName, neutralizeFormula } from './csv'

/** A minimal RFC 4180 reader, to check that what we write parses back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += char
  }
  return rows
}

describe('Excel-safe CSV', () => {
  it('starts with a UTF-8 BOM, CRLF after every record', () => {
    const csv = buildCsv(['Ad', 'Şehir'], [['Atlas', 'İstanbul']])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.slice(1).split('\r\n')).toEqual(['Ad,Şehir', 'Atlas,İstanbul', ''])
    expect(buildCsv(['Ad'], [])).toBe(`${CSV_BOM}Ad\r\n`)
  })

  it('quotes fields with a comma, a quote, CR or LF and doubles inner quotes', () => {
    expect(csvField('Yapı, Tasarım')).toBe('"Yapı, Tasarım"')
    expect(csvField('"Atlas" Yapı')).toBe('"""Atlas"" Yapı"')
    expect(csvField('satır\nsatır')).toBe('"satır\nsatır"')
    expect(csvField('a\rb')).toBe('"a\rb"')
    expect(csvField('düz metin')).toBe('düz metin')
    expect(csvField(null)).toBe('')
    const rows = parseCsv(buildCsv(['a', 'b', 'c'], [['Ada, "Deniz"\r\nKafe', null, 'x']]).slice(1))
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['Ada, "Deniz"\r\nKafe', '', 'x'],
    ])
  })

  it("quotes a field with ';', the separator Turkish Excel splits on, so no formula cell appears", () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"')
    expect(csvField('Ada; Deniz')).toBe('"Ada; Deniz"')
    const rows = parseCsv(buildCsv(['a'], [['x;=1+1']]).slice(1))
    expect(rows[1]?.[0]).toBe('x;=1+1')
  })

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeFormula(`${start}SUM(A1:A2)`)).toBe(`'${start}SUM(A1:A2)`)
    }
    expect(neutralizeFormula('Atlas=Yapı')).toBe('Atlas=Yapı')
    expect(neutralizeFormula('')).toBe('')
    const rows = parseCsv(
      buildCsv(
        ['a', 'b', 'c', 'd'],
        [['=HYPERLINK("http://kotu.example","tıkla")', '@SUM(1,2)', '-2+3', '+90 532 000 00 00']],
      ).slice(1),
    )
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://kotu.example","tıkla")`,
      `'@SUM(1,2)`,
      `'-2+3`,
      `'+90 532 000 00 00`,
    ])
    // A leading CR is neutralised and then quoted (it is a line break character).
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
  })

  it('names the file after the local date of the export', () => {
    expect(csvFileName('website-talepleri', new Date(2026, 10, 22, 23, 59))).toBe(
      'website-talepleri-2026-11-22.csv',
    )
    expect(csvFileName('x', new Date(2027, 0, 3, 0, 1))).toBe('x-2027-01-03.csv')
  })
})
