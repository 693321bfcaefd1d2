// The back-office list: a server-side page of rows (the server filters, sorts and pages; the table only
// shows and asks), sortable headings, row selection with a bulk-action bar, loading / empty / error
// states, and optionally cards instead of the table on small screens. Headless TanStack Table keeps the
// sort and selection state machine; the markup is ours. It takes data and callbacks: it never fetches.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type {
  ColumnDef,
  RowSelectionState,
  SortingState,
  Row as TableRow,
  Updater,
} from '@tanstack/react-table'
import { Fragment } from 'react'
import type { ReactNode } from 'react'
import { BulkActionBar } from './bulk-action-bar'
import type { DataColumn, TablePage, TableView } from './data-table-types'
import { DataTablePagination } from './data-table-pagination'
import type { SortState } from './list-search'
import { RowCheckbox } from './row-checkbox'
import { SortHeader, ariaSortOf } from './sort-header'
import { EmptyNotice, ErrorNotice, SkeletonRows } from './table-states'

export interface DataTableSelection<Row> {
  selected: RowSelectionState
  onChange: (next: RowSelectionState) => void
  /** The bulk actions for the selected rows of this page. */
  actions: (rows: Row[]) => ReactNode
}

export interface DataTableProps<Row> {
  /** The accessible name of the list and its table. */
  label: string
  columns: readonly DataColumn<Row>[]
  page: TablePage<Row> | undefined
  view: TableView
  onSortChange: (sort: SortState | null) => void
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
  getRowId: (row: Row) => string
  /** Names a row for its checkbox ("Seç: …"). */
  rowLabel: (row: Row) => string
  loading: boolean
  error: string | null
  onRetry: () => void
  loadingText: string
  emptyText: string
  /** The line above the rows once a page is in ("12 talep bulundu"). */
  summary: string
  selection?: DataTableSelection<Row>
  /** Cards instead of the table below the `md` breakpoint; `select` is the row's checkbox, if any. */
  renderCard?: (row: Row, select: ReactNode) => ReactNode
}

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { view, selection, page } = props
  const rows = page?.items ?? []
  const sorting: SortingState = view.sort ? [{ id: view.sort.field, desc: view.sort.desc }] : []
  const columns: ColumnDef<Row, unknown>[] = props.columns.map((column) => ({
    id: column.id,
    accessorFn: () => null,
    header: column.header,
    enableSorting: column.sortable ?? false,
    sortDescFirst: column.sortDescFirst ?? false,
    cell: (context) => column.cell(context.row.original),
  }))
  const classNames = new Map(props.columns.map((column) => [column.id, column.className]))
  // Cells are rendered by calling the column's function, not through flexRender: flexRender mounts a
  // function as a component, and the columns are rebuilt on every render, so every cell (and any open
  // menu in it) would remount whenever the table re-renders.
  const cells = new Map(props.columns.map((column) => [column.id, column.cell]))
  const table = useReactTable({
    data: rows as Row[],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    rowCount: page?.total ?? 0,
    state: { sorting, rowSelection: selection?.selected ?? {} },
    enableRowSelection: selection !== undefined,
    onSortingChange: (updater) => {
      const next = apply(updater, sorting)[0]
      props.onSortChange(next ? { field: next.id, desc: next.desc } : null)
    },
    onRowSelectionChange: (updater) => selection?.onChange(apply(updater, selection.selected)),
  })
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original)
  const firstLoad = props.loading && page === undefined
  const checkbox = (row: TableRow<Row>) =>
    selection && (
      <RowCheckbox
        label={`Seç: ${props.rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    )

  return (
    <section aria-label={props.label} aria-busy={props.loading} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {firstLoad ? props.loadingText : props.summary}
      </p>
      {selection && selectedRows.length > 0 && (
        <BulkActionBar count={selectedRows.length} onClear={() => table.resetRowSelection()}>
          {selection.actions(selectedRows)}
        </BulkActionBar>
      )}
      {props.error && <ErrorNotice message={props.error} onRetry={props.onRetry} />}
      {!props.loading && !props.error && rows.length === 0 && <EmptyNotice text={props.emptyText} />}
      {(firstLoad || rows.length > 0) && (
        <div
          className={`overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${props.renderCard ? 'hidden md:block' : ''}`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.label}</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
              <tr>
                {selection && (
                  <th scope="col" className="w-10 px-3 py-3">
                    <RowCheckbox
                      label="Bu sayfadaki tümünü seç"
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                    />
                  </th>
                )}
                {table.getFlatHeaders().map((header) => (
                  <th key={header.id} scope="col" aria-sort={ariaSortOf(header)} className="px-3 py-3">
                    <SortHeader header={header} label={String(header.column.columnDef.header)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {firstLoad ? (
                <SkeletonRows columns={columns.length + (selection ? 1 : 0)} rows={5} />
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/50">
                    {selection && <td className="px-3 py-3">{checkbox(row)}</td>}
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={`px-3 py-3 text-slate-900 dark:text-slate-100 ${classNames.get(cell.column.id) ?? ''}`}
                      >
                        {cells.get(cell.column.id)?.(cell.row.original)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {props.renderCard && rows.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:hidden">
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>{props.renderCard?.(row.original, checkbox(row))}</Fragment>
          ))}
        </ul>
      )}
      {page !== undefined && page.total > 0 && (
        <DataTablePagination
          page={view.page}
          pageSize={view.pageSize}
          list={page}
          rowsOnPage={rows.length}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </section>
  )
}
