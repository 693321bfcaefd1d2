// Every record of a filtered list, page after page at the server's largest page size (for CSV exports).
// Stops when the total is reached or a page comes back empty (rows deleted meanwhile), never loops forever.
// An estimated total (past 10,000 records) is no end: then it reads until a page comes back short.
import type { TablePage } from './data-table-types'

export const MAX_SERVER_PAGE_SIZE = 100

export async function fetchAllPages<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<TablePage<Row>>,
  pageSize: number = MAX_SERVER_PAGE_SIZE,
): Promise<Row[]> {
  const all: Row[] = []
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page, pageSize)
    all.push(...answer.items)
    const done = answer.totalIsEstimate ? answer.items.length < pageSize : all.length >= answer.total
    if (answer.items.length === 0 || done) return all
  }
}
