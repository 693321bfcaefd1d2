// The bulk bar's buttons: the moves legal for every selected request. A rejection asks for its reason
// and a move back to pending is confirmed (use-status-questions.ts); every bulk change then waits 5 s
// with "Geri al" before it is sent.
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { smallButtonClass } from '../../components/form-styles'
import { bulkTargets } from './bulk-status'
import { statusLabel } from './request-labels'
import { statusActionsFor } from './status-actions'

export function BulkStatusActions({
  requests,
  onChange,
}: {
  requests: WebsiteRequest[]
  onChange: (requests: WebsiteRequest[], to: WebsiteRequestStatus) => void
}) {
  const targets = bulkTargets(requests.map((request) => request.status))
  const labels = new Map(statusActionsFor(requests[0]?.status ?? 'completed').map((a) => [a.to, a.label]))
  if (targets.length === 0) {
    return (
      <span className="text-slate-700 dark:text-slate-300">
        Seçilen taleplerin hepsine uygulanabilecek bir durum değişikliği yok.
      </span>
    )
  }
  return (
    <>
      {targets.map((to) => (
        <button key={to} type="button" className={smallButtonClass} onClick={() => onChange(requests, to)}>
          {`${labels.get(to) ?? statusLabel(to)} (${requests.length})`}
        </button>
      ))}
    </>
  )
}
