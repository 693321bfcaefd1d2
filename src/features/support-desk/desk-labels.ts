// Turkish words of the desk: types, statuses, priorities, the chips and the status buttons. The moves
// come from the one table in api/support-desk/support-desk.shared.ts (the server enforces the same).
import {
  DESK_STATUSES,
  deskMoves,
  type DeskItem,
  type DeskPriority,
  type DeskStatus,
  type DeskType,
} from '../../../api/support-desk/support-desk.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../../../api/website-requests/website-request-status.shared'
import { REQUEST_TYPE_LABELS, priorityLabel } from '../../lib/status-labels'
import { STATUS_MOVE_LABELS, type StatusMove } from '../../components/status-move-buttons'

export const TYPE_LABELS: Readonly<Record<DeskType, string>> = {
  ...REQUEST_TYPE_LABELS,
  ticket: 'Destek bileti',
}
const PRIORITIES: readonly DeskPriority[] = ['low', 'normal', 'medium', 'high', 'urgent']

export const TYPE_CHIPS = (Object.keys(TYPE_LABELS) as DeskType[]).map((value) => ({
  value,
  label: TYPE_LABELS[value],
}))
export const STATUS_CHIPS = DESK_STATUSES.map((value) => ({
  value,
  label: WEBSITE_REQUEST_STATUS_LABELS[value],
}))
export const PRIORITY_CHIPS = PRIORITIES.map((value) => ({ value, label: priorityLabel(value) }))
export const ASSIGNEE_CHIPS = [
  { value: 'me' as const, label: 'Bana atananlar' },
  { value: 'none' as const, label: 'Atanmamış' },
]

/** The priorities an item can take: a request three, a ticket five. */
export const prioritiesOf = (item: DeskItem): readonly DeskPriority[] =>
  item.kind === 'customerRequest' ? ['low', 'medium', 'high'] : PRIORITIES

export type DeskAction = StatusMove<DeskStatus>

export function deskActionsFor(item: DeskItem): DeskAction[] {
  return deskMoves(item.kind, item.status).map((to) => ({
    to,
    ...STATUS_MOVE_LABELS[to],
    // A completed item goes back to work rather than to review.
    ...(to === 'in-progress' && item.status === 'completed'
      ? { label: 'Yeniden Aç', tone: 'neutral' as const }
      : {}),
  }))
}
