// Every record of a filtered list, page after page at the server's largest page size (for CSV exports).
// Stops when the total is reached or a page comes back empty (rows deleted meanwhile), never loops forever.
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
    if (answer.items.length === 0 || all.length >= answer.total) return all
  }
}
