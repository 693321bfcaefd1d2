// The words of the drawer's 'Site formları' (docs/rules/site-forms.md#the-inbox), each once, and the pure
// rules it shows the figures and pages by.
import { FORM_KINDS, type FormCounts, type FormKind } from '../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../api/site-forms/form-submission-messages.shared'
import { SUBMISSION_WORDS } from '../../lib/form-submission-view'

export const formCountsText = {
  title: 'Site formları',
  countsLabel: 'Form gönderimi sayıları',
  intro: 'Ekip yalnızca sayıları görür; içerikler müşteri adına açılınca görünür.',
  open: 'Müşteri adına aç',
  dialogTitle: (site: string) => `Site formları: ${site}`,
  dialogDescription: 'Müşterinin ziyaretçilerinden gelen mesajlar, yalnızca okunur.',
  reasonLabel: 'Gerekçe',
  reasonHint: 'Gerekçe denetim kaydına yazılır.',
  submit: 'Mesajları aç',
  sending: 'Açılıyor…',
  reasonShown: (reason: string) => `Gerekçe: ${reason}`,
  listLabel: 'Form gönderimleri',
  empty: 'Bu websitenin formlarından henüz gönderim yok.',
  ...SUBMISSION_WORDS,
} as const

export interface FormCountRow {
  kind: FormKind
  label: string
  /** '3 (1 okunmamış)': the total, the unread ones in parentheses. */
  figure: string
}

/** One row per kind, in the forms' order: its label and its total with the unread ones in parentheses. */
export function formCountRows(counts: FormCounts): FormCountRow[] {
  return FORM_KINDS.map((kind) => ({
    kind,
    label: FORM_KIND_LABELS[kind],
    figure: `${counts.total[kind]} (${counts.unread[kind]} okunmamış)`,
  }))
}

/** How many pages `total` items fill at `pageSize` a page; at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))
