import { describe, expect, it } from 'vitest'
import { CSV_BOM, buildRequestsCsv, csvField, neutralizeFormula, requestsCsvFileName } from './requests-csv'
import type { CsvRequest } from './requests-csv'

const request = (overrides: Partial<CsvRequest> = {}): CsvRequest => ({
  websiteName: 'Atlas Yapı',
  companyName: 'İSTANBUL İnşaat',
  email: 'ayse@example.com',
  phone: '0532 000 00 00',
  businessType: 'insaat',
  status: 'pending',
  requestDate: '2026-11-22T09:30:00.000Z',
  ...overrides,
})

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

describe('CSV export of website requests', () => {
  it('starts with a UTF-8 BOM and the Turkish header row, CRLF after every record', () => {
    const csv = buildRequestsCsv([request()])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Website Adı,Firma,E-posta,Telefon,Sektör,Durum,Tarih',
      'Atlas Yapı,İSTANBUL İnşaat,ayse@example.com,0532 000 00 00,İnşaat,Beklemede,22.11.2026',
      '',
    ])
  })

  it('writes Turkish dates and status labels', () => {
    const rows = parseCsv(
      buildRequestsCsv([
        request({ status: 'in-progress', requestDate: '2026-01-05T12:00:00.000Z' }),
        request({ status: 'completed', requestDate: '2025-12-31T12:00:00.000Z' }),
        request({ status: 'rejected', businessType: 'eticaret' }),
      ]).slice(1),
    )
    expect(rows.slice(1).map((row) => [row[4], row[5], row[6]])).toEqual([
      ['İnşaat', 'İşlemde', '05.01.2026'],
      ['İnşaat', 'Tamamlandı', '31.12.2025'],
      ['E-ticaret', 'Reddedildi', '22.11.2026'],
    ])
  })

  it('quotes fields with a comma, a quote, CR or LF and doubles inner quotes', () => {
    expect(csvField('Yapı, Tasarım')).toBe('"Yapı, Tasarım"')
    expect(csvField('"Atlas" Yapı')).toBe('"""Atlas"" Yapı"')
    expect(csvField('satır\nsatır')).toBe('"satır\nsatır"')
    expect(csvField('a\rb')).toBe('"a\rb"')
    expect(csvField('düz metin')).toBe('düz metin')
    expect(csvField(null)).toBe('')
    const tricky = request({ websiteName: 'Ada, "Deniz"\r\nKafe', companyName: null, phone: null })
    const rows = parseCsv(buildRequestsCsv([tricky]).slice(1))
    expect(rows).toHaveLength(2)
    expect(rows[1]).toEqual([
      'Ada, "Deniz"\r\nKafe',
      '',
      'ayse@example.com',
      '',
      'İnşaat',
      'Beklemede',
      '22.11.2026',
    ])
  })

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeFormula(`${start}SUM(A1:A2)`)).toBe(`'${start}SUM(A1:A2)`)
    }
    expect(neutralizeFormula('Atlas=Yapı')).toBe('Atlas=Yapı')
    expect(neutralizeFormula('')).toBe('')
    const rows = parseCsv(
      buildRequestsCsv([
        request({
          websiteName: '=HYPERLINK("http://kotu.example","tıkla")',
          companyName: '@SUM(1,2)',
          phone: '+90 532 000 00 00',
          email: '-2+3',
        }),
      ]).slice(1),
    )
    expect(rows[1]?.slice(0, 4)).toEqual([
      `'=HYPERLINK("http://kotu.example","tıkla")`,
      `'@SUM(1,2)`,
      `'-2+3`,
      `'+90 532 000 00 00`,
    ])
    // A leading CR is neutralised and then quoted (it is a line break character).
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
  })

  it('names the file after the local date of the export', () => {
    expect(requestsCsvFileName(new Date(2026, 10, 22, 23, 59))).toBe('website-talepleri-2026-11-22.csv')
    expect(requestsCsvFileName(new Date(2027, 0, 3, 0, 1))).toBe('website-talepleri-2027-01-03.csv')
  })

  it('writes only the header for no requests', () => {
    expect(buildRequestsCsv([])).toBe(`${CSV_BOM}Website Adı,Firma,E-posta,Telefon,Sektör,Durum,Tarih\r\n`)
  })
})
