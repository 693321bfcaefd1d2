// What a list shows instead of data: loading, a failure with a retry, or an empty state.
import { smallButtonClass } from './form-styles'

export function QueryNotice({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean
  error: string | null
  empty: boolean
  emptyText: string
  onRetry?: () => void
}) {
  if (loading) {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Yükleniyor…
      </p>
    )
  }
  if (error && empty) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
      >
        <span>{error}</span>
        {onRetry && (
          <button type="button" className={smallButtonClass} onClick={onRetry}>
            Tekrar Dene
          </button>
        )}
      </div>
    )
  }
  if (empty) {
    return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
  }
  return null
}
