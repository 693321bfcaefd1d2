// Only the legal moves of a request's status, as buttons (none for a completed request).
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { statusActionsFor } from './status-actions'
import type { StatusAction } from './status-actions'

const base =
  'inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const TONES: Readonly<Record<StatusAction['tone'], string>> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  danger:
    'border border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-400/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-400/10',
  neutral:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
}

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
  const actions = statusActionsFor(status)
  if (actions.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action.to}
          type="button"
          disabled={busy}
          onClick={() => onChange(action.to)}
          aria-label={context ? `${action.label}: ${context}` : undefined}
          className={`${base} ${TONES[action.tone]}`}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
