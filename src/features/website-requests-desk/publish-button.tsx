// 'Yayınla': only a completed request's website can be published (the server checks it too).
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'

const className =
  'inline-flex h-9 items-center justify-center rounded-full bg-emerald-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400'

export function PublishButton({
  request,
  busy,
  onPublish,
  context,
}: {
  request: WebsiteRequest
  busy: boolean
  onPublish: (request: WebsiteRequest) => void
  /** Names the request for screen readers when several are on screen. */
  context?: string
}) {
  if (request.status !== 'completed') return null
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => onPublish(request)}
      aria-label={context ? `Yayınla: ${context}` : undefined}
      className={className}
    >
      {busy ? 'Yayınlanıyor…' : 'Yayınla'}
    </button>
  )
}
