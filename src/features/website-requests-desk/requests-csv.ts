// docs/rules/website-requests.md#csv-export: the columns (name, company, email, phone, sector, status,
// date) with Turkish labels and dates. The Excel-safe rules (BOM, quoting, formula guard) are the kit's.
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { buildCsv, csvFileName } from '../../components/data-table/csv'
import { SECTOR_LABELS, labelOf, statusLabel } from './request-labels'
import { formatDate } from '../../lib/format-date'

export const CSV_HEADER = ['Website Adı', 'Firma', 'E-posta', 'Telefon', 'Sektör', 'Durum', 'Tarih'] as const

export type CsvRequest = Pick<
  WebsiteRequest,
  'websiteName' | 'companyName' | 'email' | 'phone' | 'businessType' | 'status' | 'requestDate'
>

export function requestCsvFields(request: CsvRequest): string[] {
  return [
    request.websiteName,
    request.companyName ?? '',
    request.email ?? '',
    request.phone ?? '',
    labelOf(SECTOR_LABELS, request.businessType),
    statusLabel(request.status),
    formatDate(request.requestDate),
  ]
}

export function buildRequestsCsv(requests: readonly CsvRequest[]): string {
  return buildCsv(CSV_HEADER, requests.map(requestCsvFields))
}

/** website-talepleri-2026-11-22.csv, from the local calendar date of the export. */
export function requestsCsvFileName(date: Date = new Date()): string {
  return csvFileName('website-talepleri', date)
}
