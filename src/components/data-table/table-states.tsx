// What a list shows instead of rows: skeleton rows while the first page loads, a failure with a retry,
// or a sentence when nothing matches.
import { smallButtonClass } from '../form-styles'

export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" data-skeleton="">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-3">
              <span className="block h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700" />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
    >
      <span>{message}</span>
      <button type="button" className={smallButtonClass} onClick={onRetry}>
        Tekrar Dene
      </button>
    </div>
  )
}

export function EmptyNotice({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {text}
    </p>
  )
}
