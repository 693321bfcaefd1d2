// Only the legal moves of a request's status, as buttons (none for a completed request).
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { StatusMoveButtons } from '../../components/status-move-buttons'
import { statusActionsFor } from './status-actions'

export function StatusActionButtons({
  status,
  busy,
  onChange,
  context,
}: {
  status: WebsiteRequestStatus
  busy: boolean
  onChange: (to: WebsiteRequestStatus) => void
  /** Names the request for screen readers when several cards are on screen. */
  context?: string
}) {
  return (
    <StatusMoveButtons moves={statusActionsFor(status)} busy={busy} onChange={onChange} context={context} />
  )
}
