import { z } from 'zod'

// docs/rules/website-requests.md#statuses-and-transitions, in ONE place: the server enforces it
// (api/website-requests/website-request-status-service.ts) and the UI imports it to offer only the
// legal actions.

export const websiteRequestStatusSchema = z.enum(['pending', 'in-progress', 'completed', 'rejected'])
export type WebsiteRequestStatus = z.infer<typeof websiteRequestStatusSchema>

export const WEBSITE_REQUEST_STATUSES = websiteRequestStatusSchema.options

/** pending → in-progress | rejected; in-progress → completed; rejected → pending; completed: none. */
export const WEBSITE_REQUEST_TRANSITIONS: Readonly<
  Record<WebsiteRequestStatus, readonly WebsiteRequestStatus[]>
> = {
  pending: ['in-progress', 'rejected'],
  'in-progress': ['completed'],
  completed: [],
  rejected: ['pending'],
}

export function canTransition(from: WebsiteRequestStatus, to: WebsiteRequestStatus): boolean {
  return WEBSITE_REQUEST_TRANSITIONS[from].includes(to)
}

/** Turkish labels (badges, alerts, mails and notifications use the same words). */
export const WEBSITE_REQUEST_STATUS_LABELS: Readonly<Record<WebsiteRequestStatus, string>> = {
  pending: 'Beklemede',
  'in-progress': 'İşlemde',
  completed: 'Tamamlandı',
  rejected: 'Reddedildi',
}
