// What a screen tells the data table about its list: the columns and how the current page came back.
import type { ReactNode } from 'react'
import type { SortState } from './list-search'

export interface DataColumn<Row> {
  /** Also the server's sort field when `sortable`. */
  id: string
  header: string
  cell: (row: Row) => ReactNode
  sortable?: boolean
  /** A click on an unsorted column sorts descending first (dates, amounts). */
  sortDescFirst?: boolean
  /** Extra classes for the column's cells (width, alignment). */
  className?: string
}

/** One page as the server answers it (`{ items, total, totalIsEstimate, page, pageSize }`). */
export interface TablePage<Row> {
  items: readonly Row[]
  total: number
  /** The total is the server's estimate (past 10,000 records): ./list-total.ts. */
  totalIsEstimate?: boolean
}

export interface TableView {
  page: number
  pageSize: number
  sort: SortState | null
}
