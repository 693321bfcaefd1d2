import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'
import type { DeskStatus } from './support-desk.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../website-requests/website-request-status.shared'

// What the customer is told in the app and by mail about their thread
// (docs/rules/support-desk.md#telling-the-customer). The desk's refusals and answers are in
// desk-messages.shared.ts.

export const statusWord = (status: DeskStatus) => WEBSITE_REQUEST_STATUS_LABELS[status]

/** The in-app notification of an admin's reply or a status change. */
export function replyNotice(title: string, author: string) {
  return {
    title: 'Talebinize yanıt geldi',
    message: `“${title}” talebinize ${author} yanıt verdi. Yanıtı Taleplerim bölümünde okuyabilirsiniz.`,
  }
}

export function statusNoticeOf(title: string, status: DeskStatus) {
  return {
    title: `Talebiniz: ${statusWord(status)}`,
    message: `“${title}” talebinizin durumu “${statusWord(status)}” olarak güncellendi.`,
  }
}

function mail(to: string, subject: string, heading: string, lines: string[], link: string): MailMessage {
  return {
    to,
    subject,
    text: [...lines, '', link].join('\n'),
    html: layout(heading, lines.map(escapeHtml), { label: 'Talebimi aç', url: link }),
  }
}

export function replyMail(input: {
  to: string
  name: string
  title: string
  author: string
  body: string
  link: string
}) {
  return mail(
    input.to,
    `Talebinize yanıt var: ${input.title}`,
    'Talebinize yanıt geldi',
    [
      `Merhaba ${input.name},`,
      `“${input.title}” talebinize ${input.author} yanıt verdi:`,
      input.body,
      'Yanıtı okumak ve cevap yazmak için panelinizdeki Taleplerim bölümünü açın.',
    ],
    input.link,
  )
}

export function statusMail(input: {
  to: string
  name: string
  title: string
  status: DeskStatus
  link: string
}) {
  const word = statusWord(input.status)
  return mail(
    input.to,
    `Talebinizin durumu güncellendi: ${word}`,
    `Talebiniz: ${word}`,
    [
      `Merhaba ${input.name},`,
      `“${input.title}” talebinizin durumu “${word}” olarak güncellendi.`,
      'Talebinizin ayrıntılarını panelinizdeki Taleplerim bölümünden takip edebilirsiniz.',
    ],
    input.link,
  )
}
