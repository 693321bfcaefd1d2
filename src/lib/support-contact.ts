// wa.me links to the 7/24 WhatsApp support line and the prefilled message about a request (see
// docs/rules/customer-dashboard.md#whatsapp-support: the message names the request's title,
// description, website and priority). The number itself comes from GET /api/settings/public
// (`whatsappNumber`, see use-support-number.ts); its default lives in api/settings/public-settings.shared.ts.
import { priorityLabel } from './status-labels'

/** wa.me wants the international number as digits only: '0532 …' (Turkish national) → '90532…'. */
export function whatsappDigits(number: string): string {
  const digits = number.replace(/\D/g, '')
  if (digits.startsWith('00')) return digits.slice(2)
  if (digits.startsWith('0') && digits.length === 11) return `90${digits.slice(1)}`
  return digits
}

export interface RequestForSupport {
  title: string
  description: string | null
  website: string | null
  priority: string | null
}

export function supportMessage(request: RequestForSupport): string {
  return [
    'Merhaba, SiteKur talebim hakkında destek almak istiyorum.',
    `Talep: ${request.title}`,
    `Açıklama: ${request.description?.trim() || '-'}`,
    `Website: ${request.website?.trim() || 'Belirtilmedi'}`,
    `Öncelik: ${priorityLabel(request.priority)}`,
  ].join('\n')
}

export function whatsappRequestLink(number: string, request: RequestForSupport): string {
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(supportMessage(request))}`
}

export function whatsappChatLink(number: string): string {
  return `https://wa.me/${whatsappDigits(number)}`
}
