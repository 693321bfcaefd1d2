import { describe, expect, it } from 'vitest'
import { CSV_BOM } from '../../components/data-table/csv'
import { buildRequestsCsv, requestCsvFields, requestsCsvFileName } from './requests-csv'
import type { CsvRequest } from './requests-csv'

// The quoting and formula rules are tested with the kit (components/data-table/csv.test.ts).
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

describe('CSV export of website requests', () => {
  it('starts with a UTF-8 BOM and the Turkish header row, CRLF after every record', () => {
    const csv = buildRequestsCsv([request()])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Website Adı,Firma,E-posta,Telefon,Sektör,Durum,Tarih',
      'Atlas Yapı,İSTANBUL İnşaat,ayse@example.com,0532 000 00 00,İnşaat,Beklemede,22.11.2026',
      '',
    ])
  })

  it('writes Turkish dates, sectors and status labels', () => {
    const cells = [
      request({ status: 'in-progress', requestDate: '2026-01-05T12:00:00.000Z' }),
      request({ status: 'completed', requestDate: '2025-12-31T12:00:00.000Z' }),
      request({ status: 'rejected', businessType: 'eticaret' }),
    ].map((row) => requestCsvFields(row).slice(4))
    expect(cells).toEqual([
      ['İnşaat', 'İşlemde', '05.01.2026'],
      ['İnşaat', 'Tamamlandı', '31.12.2025'],
      ['E-ticaret', 'Reddedildi', '22.11.2026'],
    ])
    expect(requestCsvFields(request({ companyName: null, phone: null })).slice(1, 4)).toEqual([
      '',
      'ayse@example.com',
      '',
    ])
  })

  it('neutralises a formula in a request field', () => {
    const csv = buildRequestsCsv([request({ websiteName: '=HYPERLINK("http://kotu.example","tıkla")' })])
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://kotu.example"",""tıkla"")",İSTANBUL İnşaat,ayse@example.com,0532 000 00 00,İnşaat,Beklemede,22.11.2026`,
    )
  })

  it('names the file after the local date of the export', () => {
    expect(requestsCsvFileName(new Date(2026, 10, 22, 23, 59))).toBe('website-talepleri-2026-11-22.csv')
    expect(requestsCsvFileName(new Date(2027, 0, 3, 0, 1))).toBe('website-talepleri-2027-01-03.csv')
  })

  it('writes only the header for no requests', () => {
    expect(buildRequestsCsv([])).toBe(`${CSV_BOM}Website Adı,Firma,E-posta,Telefon,Sektör,Durum,Tarih\r\n`)
  })
})
