// How a site form's submission is shown wherever it is read (the customer's 'Mesajlar', the team's
// on-behalf view; docs/rules/site-forms.md): its state as a badge, a booking's preferred day and time,
// and who sent it.
import type { FormState, FormSubmission } from '../../api/site-forms/form-submission.shared'
import { FORM_STATE_LABELS } from '../../api/site-forms/form-submission-messages.shared'
import type { StatusLabel, Tone } from './status-labels'

/** The names of a submission's fields, wherever one is shown, and the pager's words. */
export const SUBMISSION_WORDS = {
  email: 'E-posta',
  phone: 'Telefon',
  kind: 'Tür',
  state: 'Durum',
  service: 'Hizmet',
  preferred: 'İstenen zaman',
  received: 'Gönderildi',
  pagesLabel: 'Sayfalar',
  previous: 'Önceki',
  next: 'Sonraki',
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
} as const

const STATE_TONES: Readonly<Record<FormState, Tone>> = {
  received: 'blue',
  requested: 'amber',
  confirmed: 'green',
  declined: 'red',
  unconfirmed: 'amber',
  subscribed: 'green',
}

/** A submission's state as a badge: received 'Alındı', requested 'Onay bekliyor', … */
export function formStateLabel(state: FormState): StatusLabel {
  return { label: FORM_STATE_LABELS[state], tone: STATE_TONES[state] }
}

/** A booking's preferred day and time as the visitor asked: '14.03.2026 14:30'; '' when none. */
export function preferredWhen(submission: Pick<FormSubmission, 'preferredDate' | 'preferredTime'>): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(submission.preferredDate)
  const date = day ? `${day[3]}.${day[2]}.${day[1]}` : ''
  return [date, submission.preferredTime].filter(Boolean).join(' ')
}

/** Who sent it, for headings and dialogs: the name, else the address (a newsletter sign-up has no name). */
export const senderOf = (submission: Pick<FormSubmission, 'name' | 'email'>) =>
  submission.name.trim() || submission.email
