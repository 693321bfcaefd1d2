// A chart with its accessible alternative: the picture is one labelled image (a one-line summary), and
// the same figures are a table under "Tablo olarak göster" for screen readers, keyboards and copying.
import { useId, type ReactNode } from 'react'

export interface ChartRow {
  label: string
  value: string
}

export function ChartFigure({
  title,
  summary,
  rows,
  columns,
  children,
}: {
  title: string
  /** What the picture shows, in one sentence (the image's accessible name). */
  summary: string
  rows: readonly ChartRow[]
  columns: readonly [string, string]
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-blue-700 dark:text-blue-300">
          Tablo olarak göster
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {columns[0]}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-right tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
