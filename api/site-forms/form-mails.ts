import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'
import { formStrings } from './form-strings'
import { type FormSubmissionRecord } from './form-submission.shared'
import { FORM_KIND_LABELS, formSubmissionMessages } from './form-submission-messages.shared'

// The mails of the site forms (docs/rules/site-forms.md#mails): the owner's copy of a new submission (in
// Turkish, with what the visitor wrote: the visitor sent it to them), and the visitor's mails in the
// site's language — the newsletter's confirmation link and a booking's decision.

const html = (text: string) => escapeHtml(text).replace(/\n/g, '<br>')

/** When a booking is wanted, as the visitor chose it: '2026-12-03 14:30'. */
export const bookingWhen = (submission: Pick<FormSubmissionRecord, 'preferredDate' | 'preferredTime'>) =>
  [submission.preferredDate, submission.preferredTime].filter(Boolean).join(' ')

export function ownerMail(
  submission: FormSubmissionRecord,
  owner: { email: string },
  siteName: string,
  inboxUrl: string,
): MailMessage {
  const title = `${formSubmissionMessages.newTitle(submission.kind)}: ${siteName}`
  const rows: [string, string][] = [
    ['Form', FORM_KIND_LABELS[submission.kind]],
    ['Ad', submission.name],
    ['E-posta', submission.email],
    ['Telefon', submission.phone],
    ['Hizmet', submission.service],
    ['Tercih edilen zaman', bookingWhen(submission)],
    ['Mesaj', submission.message],
  ]
  const filled = rows.filter(([, value]) => value !== '')
  const text = [
    `${siteName} sitenizden yeni bir ${FORM_KIND_LABELS[submission.kind].toLocaleLowerCase('tr')} formu geldi.`,
    '',
    ...filled.map(([label, value]) => `${label}: ${value}`),
    '',
    `Mesajlar: ${inboxUrl}`,
  ].join('\n')
  const paragraphs = [
    `${escapeHtml(siteName)} sitenizden yeni bir form geldi.`,
    ...filled.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${html(value)}`),
  ]
  return {
    to: owner.email,
    subject: title,
    text,
    html: layout(title, paragraphs, { label: 'Mesajlara git', url: inboxUrl }),
    highlights: { link: inboxUrl },
  }
}

export function confirmationMail(
  email: string,
  language: string,
  siteName: string,
  link: string,
): MailMessage {
  const words = formStrings(language)
  const subject = words.mail.confirmSubject(siteName)
  const text = words.mail.confirmText(siteName, link)
  return {
    to: email,
    subject,
    text,
    html: layout(subject, [html(text.split('\n\n')[0] ?? '')], { label: words.confirm.button, url: link }),
    highlights: { link },
  }
}

export function bookingDecisionMail(submission: FormSubmissionRecord, siteName: string): MailMessage {
  const words = formStrings(submission.language)
  const confirmed = submission.state === 'confirmed'
  const subject = words.mail.bookingSubject(siteName, confirmed)
  const text = words.mail.bookingText(siteName, confirmed, bookingWhen(submission))
  return { to: submission.email, subject, text, html: layout(subject, [html(text)]) }
}
