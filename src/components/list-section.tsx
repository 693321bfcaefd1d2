// A titled list fed by a query: its heading, what to show while loading, on failure or when empty, and the
// items (`<li>`s) in one bordered list once there are any.
import type { ReactNode } from 'react'
import { QueryNotice } from './query-notice'

export function ListSection({
  id,
  title,
  intro,
  listLabel,
  count,
  loading,
  error,
  emptyText,
  onRetry,
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string
  title: string
  intro?: string
  listLabel: string
  /** How many items `children` holds. */
  count: number
  loading: boolean
  error: string | null
  emptyText: string
  onRetry: () => void
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="mt-3">
        <QueryNotice
          loading={loading}
          error={error}
          empty={count === 0}
          emptyText={emptyText}
          onRetry={onRetry}
        />
        {count > 0 && (
          <ul
            aria-label={listLabel}
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {children}
          </ul>
        )}
      </div>
    </section>
  )
}
