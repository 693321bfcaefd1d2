// A column heading: a button that cycles the server-side sort, with `aria-sort` on the header cell so a
// screen reader announces the order (set by the caller on the <th>).
import type { Header } from '@tanstack/react-table'

export function ariaSortOf<Row>(
  header: Header<Row, unknown>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!header.column.getCanSort()) return undefined
  const sorted = header.column.getIsSorted()
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

const ARROWS = { asc: '↑', desc: '↓' } as const

export function SortHeader<Row>({ header, label }: { header: Header<Row, unknown>; label: string }) {
  if (!header.column.getCanSort()) return <>{label}</>
  const sorted = header.column.getIsSorted()
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:text-white"
    >
      {label}
      <span aria-hidden="true" className={sorted ? '' : 'text-slate-400 dark:text-slate-600'}>
        {sorted ? ARROWS[sorted] : '↕'}
      </span>
    </button>
  )
}
