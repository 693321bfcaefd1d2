// Files on their way up (a progress bar) and files refused (the reason, until dismissed).
import type { UploadItem } from './use-uploader'

export function UploadProgressList({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[]
  onDismiss: (id: string) => void
}) {
  if (items.length === 0) return null
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) =>
        item.error ? (
          <li
            key={item.id}
            role="alert"
            className="flex items-start justify-between gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
          >
            <span className="min-w-0 break-words">
              <span className="font-semibold">{item.name}</span>: {item.error}
            </span>
            <button
              type="button"
              onClick={() => onDismiss(item.id)}
              className="shrink-0 font-semibold underline"
              aria-label={`Kapat: ${item.name}`}
            >
              Kapat
            </button>
          </li>
        ) : (
          <li key={item.id} className="text-sm text-slate-700 dark:text-slate-300">
            <div className="flex justify-between gap-2">
              <span className="truncate">{item.name}</span>
              <span className="tabular-nums">
                {item.progress === null ? 'Yükleniyor…' : `%${item.progress}`}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${item.name} yükleniyor`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress ?? undefined}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className="h-full bg-blue-600 transition-[width]"
                style={{ width: `${item.progress ?? 5}%` }}
              />
            </div>
          </li>
        ),
      )}
    </ul>
  )
}
