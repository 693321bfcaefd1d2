// Fields and messages of docs/rules/customer-dashboard.md#simple-dashboard-dialogs (the server's words
// where the dialog says the same).
import { customerRequestMessages } from '../../../api/customer-requests/customer-request-messages.shared'
import { websiteRequestMessages } from '../../../api/website-requests/website-request-messages.shared'
import type { WebsiteRequestFieldsBody } from '../../../api/website-requests/website-request-body.shared'
import type { PromptSupportTicket } from '../../lib/data/support-tickets'

/** The "Yeni Website" dialog's fields. */
export type PromptWebsiteRequest = {
  name: string
  email: string
  company: string
  description: string
  budget_range: string
  timeline: string
}

export const websiteRequestText = {
  created: websiteRequestMessages.promptCreated,
  failed: 'Website talebi oluşturulamadı',
  nameRequired: websiteRequestMessages.nameRequired,
} as const

export const supportTicketText = {
  sent: customerRequestMessages.ticketCreated,
  failed: 'Destek talebi gönderilirken hata oluştu',
  required: customerRequestMessages.titleAndDescriptionRequired,
} as const

/** Budgets and timelines of docs/rules/customer-dashboard.md#simple-dashboard-dialogs; '' is "not said". */
export const BUDGET_OPTIONS: ReadonlyArray<[string, string]> = [
  ['', 'Belirtilmedi'],
  ['1000-3000', '₺1.000 – ₺3.000'],
  ['3000-5000', '₺3.000 – ₺5.000'],
  ['5000-10000', '₺5.000 – ₺10.000'],
  ['10000+', '₺10.000 ve üzeri'],
]
export const TIMELINE_OPTIONS: ReadonlyArray<[string, string]> = [
  ['', 'Belirtilmedi'],
  ['1-week', '1 hafta'],
  ['2-weeks', '2 hafta'],
  ['1-month', '1 ay'],
  ['flexible', 'Esnek'],
]

export const emptyWebsiteRequest = (email: string): PromptWebsiteRequest => ({
  name: '',
  email,
  company: '',
  description: '',
  budget_range: '',
  timeline: '',
})

/** The dialog's fields as the body of POST /api/me/website-requests (source prompt). */
export function promptRequestBody(fields: PromptWebsiteRequest): WebsiteRequestFieldsBody {
  return {
    source: 'prompt',
    websiteName: fields.name,
    email: fields.email,
    companyName: fields.company,
    description: fields.description,
    budget: fields.budget_range,
    timeline: fields.timeline,
  }
}

export const emptySupportTicket = (): PromptSupportTicket => ({ title: '', description: '' })

const trimAll = <T extends Record<string, string>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as T

/** The trimmed fields, or the reason they cannot be sent. */
export function checkWebsiteRequest(
  fields: PromptWebsiteRequest,
): { ok: true; value: PromptWebsiteRequest } | { ok: false; message: string } {
  const value = trimAll(fields)
  return value.name ? { ok: true, value } : { ok: false, message: websiteRequestText.nameRequired }
}

export function checkSupportTicket(
  fields: PromptSupportTicket,
): { ok: true; value: PromptSupportTicket } | { ok: false; message: string } {
  const value = trimAll(fields)
  return value.title && value.description
    ? { ok: true, value }
    : { ok: false, message: supportTicketText.required }
}
