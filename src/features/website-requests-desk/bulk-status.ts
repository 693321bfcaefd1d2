// The status moves a selection of requests can take together: only a move legal for every selected
// request (the server enforces the same table per request), so one button never half-fails by design.
import { WEBSITE_REQUEST_TRANSITIONS } from '../../../api/website-requests/website-request-status.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { statusLabel } from './request-labels'

export function bulkTargets(statuses: readonly WebsiteRequestStatus[]): WebsiteRequestStatus[] {
  if (statuses.length === 0) return []
  const [first, ...rest] = statuses
  return WEBSITE_REQUEST_TRANSITIONS[first as WebsiteRequestStatus].filter((to) =>
    rest.every((from) => WEBSITE_REQUEST_TRANSITIONS[from].includes(to)),
  )
}

/** The undo toast while a bulk change waits. */
export function bulkPendingMessage(count: number, to: WebsiteRequestStatus): string {
  return `${count} talep "${statusLabel(to)}" olarak işaretlenecek.`
}

/** After the server answered for every request of the bulk change. */
export function bulkDoneMessage(done: number, failed: number, to: WebsiteRequestStatus): string {
  const doneText = `${done} talep "${statusLabel(to)}" olarak işaretlendi.`
  return failed === 0 ? doneText : `${doneText} ${failed} talep güncellenemedi.`
}
