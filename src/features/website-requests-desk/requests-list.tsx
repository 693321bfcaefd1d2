// The cards, or what stands in for them: loading, an error with a retry, nothing found; "more" below.
import type { ReactNode } from 'react'
import { secondaryButtonClass } from '../../components/buttons'

export function RequestsList({
  loading,
  error,
  shown,
  total,
  filtered,
  onRetry,
  onLoadMore,
  children,
}: {
  loading: boolean
  error: string | null
  shown: number
  total: number
  filtered: boolean
  onRetry: () => void
  onLoadMore: () => void
  children: ReactNode
}) {
  return (
    <section aria-label="Website talepleri listesi" aria-busy={loading} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {loading && shown === 0 ? 'Talepler yükleniyor…' : `${total} talep bulundu`}
      </p>
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
        >
          <span>{error}</span>
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Tekrar Dene
          </button>
        </div>
      )}
      {!loading && !error && shown === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {filtered ? 'Aramanıza veya filtrenize uyan talep yok.' : 'Henüz website talebi yok.'}
        </p>
      )}
      {shown > 0 && <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">{children}</ul>}
      {shown > 0 && shown < total && (
        <button type="button" className={`${secondaryButtonClass} self-center`} onClick={onLoadMore}>
          Daha fazla göster ({total - shown})
        </button>
      )}
    </section>
  )
}
