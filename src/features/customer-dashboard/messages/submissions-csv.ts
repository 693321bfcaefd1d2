// 'CSV indir' of 'Mesajlar' (docs/rules/customer-dashboard.md#mesajlar): one row per submission of the
// chosen website and kind, with Turkish labels and dates. The Excel-safe rules (BOM, quoting, formula
// guard) are the kit's.
import { slugify } from '../../../../api/lib/slug.shared'
import { type FormSubmission } from '../../../../api/site-forms/form-submission.shared'
import {
  FORM_KIND_LABELS,
  FORM_STATE_LABELS,
} from '../../../../api/site-forms/form-submission-messages.shared'
import { buildCsv, csvFileName } from '../../../components/data-table/csv'
import { formatNumericDateTime } from '../../../lib/format-date'
import { preferredWhen } from './messages-text'

export const SUBMISSIONS_CSV_HEADER = [
  'Tür',
  'Durum',
  'Ad Soyad',
  'E-posta',
  'Telefon',
  'Mesaj',
  'Hizmet',
  'İstenen zaman',
  'Sayfa',
  'Okundu',
  'Tarih',
] as const

export type CsvSubmission = Pick<
  FormSubmission,
  | 'kind'
  | 'state'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'service'
  | 'preferredDate'
  | 'preferredTime'
  | 'page'
  | 'readAt'
  | 'createdAt'
>

export function submissionCsvFields(submission: CsvSubmission): string[] {
  return [
    FORM_KIND_LABELS[submission.kind],
    FORM_STATE_LABELS[submission.state],
    submission.name,
    submission.email,
    submission.phone,
    submission.message,
    submission.service,
    preferredWhen(submission),
    `/${submission.page}`,
    submission.readAt ? 'Evet' : 'Hayır',
    formatNumericDateTime(submission.createdAt),
  ]
}

export function buildSubmissionsCsv(submissions: readonly CsvSubmission[]): string {
  return buildCsv(SUBMISSIONS_CSV_HEADER, submissions.map(submissionCsvFields))
}

/** mesajlar-demo-kafe-2026-11-22.csv: the site's name spelled as an address, then the local date. */
export function submissionsCsvFileName(siteName: string, date: Date = new Date()): string {
  const slug = slugify(siteName)
  return csvFileName(slug ? `mesajlar-${slug}` : 'mesajlar', date)
}
