// The request desk's CSV export: UTF-8 with a BOM (Excel then reads Turkish letters right), RFC 4180
// (comma separator, CRLF line ends, fields with a comma, quote, CR or LF quoted and inner quotes doubled),
// and no formula injection: a cell beginning with = + - @, a tab or a CR gets a leading apostrophe, which
// spreadsheets show as text instead of running it (OWASP "CSV Injection").
import type { WebsiteRequest } from '../../../api/schemas/website-request'
import { SECTOR_LABELS, labelOf, statusLabel, turkishDate } from './request-labels'

export const CSV_BOM = '\uFEFF'
export const CSV_HEADER = ['Website Adı', 'Firma', 'E-posta', 'Telefon', 'Sektör', 'Durum', 'Tarih'] as const

export type CsvRequest = Pick<
  WebsiteRequest,
  'websiteName' | 'companyName' | 'email' | 'phone' | 'businessType' | 'status' | 'requestDate'
>

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** Makes a cell inert in spreadsheets: '=1+1' → "'=1+1". */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** One field: neutralised, then quoted when RFC 4180 asks for it. */
export function csvField(value: string | null | undefined): string {
  const text = neutralizeFormula(value ?? '')
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(fields: readonly (string | null | undefined)[]): string {
  return fields.map(csvField).join(',')
}

export function requestCsvFields(request: CsvRequest): string[] {
  return [
    request.websiteName,
    request.companyName ?? '',
    request.email ?? '',
    request.phone ?? '',
    labelOf(SECTOR_LABELS, request.businessType),
    statusLabel(request.status),
    turkishDate(request.requestDate),
  ]
}

/** The whole file: BOM, the Turkish header row, one row per request, CRLF after every record. */
export function buildRequestsCsv(requests: readonly CsvRequest[]): string {
  const lines = [csvRow(CSV_HEADER), ...requests.map((request) => csvRow(requestCsvFields(request)))]
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** website-talepleri-2026-11-22.csv, from the local calendar date of the export. */
export function requestsCsvFileName(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
  return `website-talepleri-${day}.csv`
}
