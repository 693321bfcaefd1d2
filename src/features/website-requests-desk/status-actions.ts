// The status buttons a request offers, derived from the one transition table in api/schemas (the server
// enforces the same table): pending → in-progress | rejected, in-progress → completed, rejected → pending.
import { WEBSITE_REQUEST_TRANSITIONS } from '../../../api/website-requests/website-request-status.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { STATUS_MOVE_LABELS, type StatusMove } from '../../components/status-move-buttons'
import { statusLabel } from './request-labels'

export type StatusAction = StatusMove<WebsiteRequestStatus>

export function statusActionsFor(status: WebsiteRequestStatus): StatusAction[] {
  return WEBSITE_REQUEST_TRANSITIONS[status].map((to) => ({ to, ...STATUS_MOVE_LABELS[to] }))
}

/** The toast after a successful change: the item and the Turkish label of its new status. */
export function statusChangedMessage(websiteName: string, status: WebsiteRequestStatus): string {
  return `"${websiteName}" talebi "${statusLabel(status)}" olarak işaretlendi.`
}
