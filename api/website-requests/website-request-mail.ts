import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'
import type { WebsiteRequestRecord } from '../schemas/website-request'
import { WEBSITE_REQUEST_STATUS_LABELS, type WebsiteRequestStatus } from '../schemas/website-request-status'

/** What the customer is told when the team moves their request (notification and mail). */
export const STATUS_CHANGE_TEXT: Readonly<Record<WebsiteRequestStatus, string>> = {
  pending: 'Talebiniz yeniden değerlendirmeye alındı. En kısa sürede size dönüş yapacağız.',
  'in-progress': 'Ekibimiz website talebiniz üzerinde çalışmaya başladı.',
  completed: 'Websiteniz hazır! Ayrıntılar için panelinizi ziyaret edebilirsiniz.',
  rejected:
    'Talebiniz şu anda karşılanamıyor. Ayrıntılar için WhatsApp destek hattımızdan bize ulaşabilirsiniz.',
}

export function statusNotice(request: WebsiteRequestRecord, status: WebsiteRequestStatus) {
  const label = WEBSITE_REQUEST_STATUS_LABELS[status]
  return {
    title: `Website talebiniz: ${label}`,
    message: `“${request.websiteName}” talebinizin (#${request.requestNumber}) durumu “${label}” olarak güncellendi. ${STATUS_CHANGE_TEXT[status]}`,
  }
}

export function statusChangeMail(input: {
  to: string
  name: string
  request: WebsiteRequestRecord
  status: WebsiteRequestStatus
  dashboardUrl: string
}): MailMessage {
  const label = WEBSITE_REQUEST_STATUS_LABELS[input.status]
  const lines = [
    `Merhaba ${input.name},`,
    `“${input.request.websiteName}” website talebinizin (#${input.request.requestNumber}) durumu “${label}” olarak güncellendi.`,
    STATUS_CHANGE_TEXT[input.status],
    'Talebinizin tüm ayrıntılarını panelinizden takip edebilirsiniz.',
  ]
  return {
    to: input.to,
    subject: `Website talebiniz güncellendi: ${label}`,
    text: [...lines, '', input.dashboardUrl].join('\n'),
    html: layout(`Website talebiniz: ${label}`, lines.map(escapeHtml), {
      label: 'Panelime git',
      url: input.dashboardUrl,
    }),
  }
}
