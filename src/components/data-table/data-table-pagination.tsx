// Page controls under a server-side list: previous / next, where we are, and the page size.
import { smallButtonClass } from '../form-styles'
import { PAGE_SIZES } from './list-search'
import { pagerOf, type ListTotal } from './list-total'

export function DataTablePagination({
  page,
  pageSize,
  list,
  rowsOnPage,
  onPageChange,
  onPageSizeChange,
}: {
  page: number
  pageSize: number
  list: ListTotal
  rowsOnPage: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}) {
  const { current, pageCount, hasNext } = pagerOf(list, page, pageSize, rowsOnPage)
  return (
    <nav aria-label="Sayfalama" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
        Sayfa başına
        <select
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Önceki
        </button>
        <span aria-current="page" className="min-w-24 text-center text-slate-700 dark:text-slate-300">
          Sayfa {current} / {pageCount}
        </span>
        <button
          type="button"
          className={smallButtonClass}
          disabled={!hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          Sonraki
        </button>
      </div>
    </nav>
  )
}
