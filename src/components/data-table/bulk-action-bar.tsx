// Shown while rows are selected: how many, the screen's bulk actions, and a way to clear the selection.
import type { ReactNode } from 'react'

export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number
  onClear: () => void
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label="Toplu işlemler"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-400/30 dark:bg-blue-400/10"
    >
      <span className="font-semibold text-slate-900 dark:text-white">{count} kayıt seçildi</span>
      <div className="flex flex-wrap gap-2">{children}</div>
      <button
        type="button"
        onClick={onClear}
        className="ml-auto font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
      >
        Seçimi temizle
      </button>
    </div>
  )
}
