// How a list's total reads on screen. The server counts exactly up to 10,000 matching records and
// estimates past that (docs/api.md#rest-conventions): an estimate says it is one, and the pages are
// followed while they come back full instead of up to a page count that is itself an estimate.
import { pageCountOf } from './list-search'

export interface ListTotal {
  total: number
  /** Set by the server past 10,000 records (`totalIsEstimate` of every REST list). */
  totalIsEstimate?: boolean
}

export const ESTIMATE_WORD = 'yaklaşık'

/** "51", or "yaklaşık 33.412" for an estimate. */
export function totalText(list: ListTotal | undefined): string {
  if (!list) return '0'
  return list.totalIsEstimate ? `${ESTIMATE_WORD} ${list.total.toLocaleString('tr-TR')}` : String(list.total)
}

/** The pager's "page … of …" and whether a next page is there. */
export function pagerOf(list: ListTotal, page: number, pageSize: number, rowsOnPage: number) {
  const pageCount = pageCountOf(list.total, pageSize)
  if (!list.totalIsEstimate)
    return { current: Math.min(page, pageCount), pageCount: String(pageCount), hasNext: page < pageCount }
  return {
    current: page,
    pageCount: `${ESTIMATE_WORD} ${pageCount.toLocaleString('tr-TR')}`,
    hasNext: rowsOnPage >= pageSize,
  }
}
