import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { MailMessage } from '../ports/infrastructure'
import type { WebsiteRequestRecord } from './website-request.shared'
import { WEBSITE_REQUEST_STATUS_LABELS, type WebsiteRequestStatus } from './website-request-status.shared'

/** What the customer is told when the team moves their request (notification and mail). */
export const STATUS_CHANGE_TEXT: Readonly<Record<WebsiteRequestStatus, string>> = {
  pending: 'Talebiniz yeniden değerlendirmeye alındı. En kısa sürede size dönüş yapacağız.',
  'in-progress': 'Ekibimiz website talebiniz üzerinde çalışmaya başladı.',
  // Completing a request is not publishing it: the site is live only once the team publishes it.
  completed:
    'Ekibimiz talebinizdeki çalışmayı tamamladı. Siteniz yayına alındığında panelinizde “Yayında” olarak görünür ve “Ziyaret Et” ile açılır.',
  rejected:
    'Talebiniz şu anda karşılanamıyor. Ayrıntılar için WhatsApp destek hattımızdan bize ulaşabilirsiniz.',
}

/**
 * What the customer reads about the new status: a rejection says why, in the team's words
 * (docs/rules/website-requests.md#rejecting-a-request).
 */
export function statusMessageOf(request: WebsiteRequestRecord, status: WebsiteRequestStatus): string {
  const reason = request.rejectionReason?.trim()
  if (status !== 'rejected' || !reason) return STATUS_CHANGE_TEXT[status]
  return `Talebiniz karşılanamıyor. Red nedeni: ${reason} Sorularınız için WhatsApp destek hattımızdan bize ulaşabilirsiniz.`
}

export function statusNotice(request: WebsiteRequestRecord, status: WebsiteRequestStatus) {
  const label = WEBSITE_REQUEST_STATUS_LABELS[status]
  return {
    title: `Website talebiniz: ${label}`,
    message: `“${request.websiteName}” talebinizin (#${request.requestNumber}) durumu “${label}” olarak güncellendi. ${statusMessageOf(request, status)}`,
  }
}

/** SiteKur's own template 'request-status' (docs/rules/email-templates.md#own-templates). */
export function statusChangeMail(input: {
  to: string
  name: string
  request: WebsiteRequestRecord
  status: WebsiteRequestStatus
  dashboardUrl: string
}): MailMessage {
  return ownTemplateMail('request-status', input.to, {
    name: input.name,
    websiteName: input.request.websiteName,
    requestNumber: input.request.requestNumber,
    status: WEBSITE_REQUEST_STATUS_LABELS[input.status],
    statusMessage: statusMessageOf(input.request, input.status),
    link: input.dashboardUrl,
  })
}
