// The status buttons a request offers, derived from the one transition table in api/schemas (the server
// enforces the same table): pending → in-progress | rejected, in-progress → completed, rejected → pending.
import { WEBSITE_REQUEST_TRANSITIONS } from '../../../api/schemas/website-request-status'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { statusLabel } from './request-labels'

export interface StatusAction {
  to: WebsiteRequestStatus
  /** The button's text. */
  label: string
  tone: 'primary' | 'danger' | 'neutral'
}

const ACTION_LABELS: Readonly<Record<WebsiteRequestStatus, Omit<StatusAction, 'to'>>> = {
  'in-progress': { label: 'İşleme Al', tone: 'primary' },
  completed: { label: 'Tamamlandı Olarak İşaretle', tone: 'primary' },
  rejected: { label: 'Reddet', tone: 'danger' },
  pending: { label: 'Yeniden İncele', tone: 'neutral' },
}

export function statusActionsFor(status: WebsiteRequestStatus): StatusAction[] {
  return WEBSITE_REQUEST_TRANSITIONS[status].map((to) => ({ to, ...ACTION_LABELS[to] }))
}

/** The toast after a successful change: the item and the Turkish label of its new status. */
export function statusChangedMessage(websiteName: string, status: WebsiteRequestStatus): string {
  return `"${websiteName}" talebi "${statusLabel(status)}" olarak işaretlendi.`
}
