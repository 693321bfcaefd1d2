import type { CountOptions, Filter, ListOptions, ListTotal } from '../ports/crud-repository'
import type { Repositories } from '../ports'
import type { CustomerRequestRecord, SupportTicketRecord } from '../customer-requests/customer-request.shared'
import { EXACT_TOTAL_UP_TO, type ListPage } from '../lib/rest-list.shared'
import {
  REQUEST_PRIORITIES,
  TICKET_STATUS_OF,
  type DeskItem,
  type DeskListQuery,
} from './support-desk.shared'
import type { UserRecord } from '../users/user.shared'
import { deskFields, toDeskItems, type DeskRecord } from './desk-records'

// One page of the desk over two tables (docs/rules/support-desk.md#one-page-over-two-tables). Each
// table is filtered and sorted by its own store, and only its first offset + pageSize rows are read:
// the page's rows are among them. The two sorted runs are merged with the same order the stores use
// (the field, then the id, both in the chosen direction) and the page is cut from the merge. The total
// is the sum of the two tables' page totals (an estimate when either is one).

const SORT_COLUMN = {
  lastActivityAt: 'updatedAt',
  createdAt: 'createdAt',
  status: 'status',
  priority: 'priority',
} as const
type SortField = keyof typeof SORT_COLUMN
const DEFAULT_SORT = '-lastActivityAt'

type Source<T extends { id: string }> = {
  filter: Filter<T>
} | null

function sources(query: DeskListQuery, viewer: UserRecord) {
  const assigneeId =
    query.assignee === undefined
      ? undefined
      : query.assignee === 'me'
        ? viewer.id
        : query.assignee === 'none'
          ? null
          : query.assignee
  const common = {
    ...(assigneeId !== undefined ? { assigneeId } : {}),
  }
  const wantsRequests =
    query.type !== 'ticket' && (query.priority === undefined || REQUEST_PRIORITIES.includes(query.priority))
  const ticketStatus = query.status === undefined ? undefined : TICKET_STATUS_OF[query.status]
  const wantsTickets = (query.type === undefined || query.type === 'ticket') && ticketStatus !== null
  const requests: Source<CustomerRequestRecord> = wantsRequests
    ? {
        filter: {
          ...common,
          ...(query.type ? { type: query.type as CustomerRequestRecord['type'] } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.priority ? { priority: query.priority as CustomerRequestRecord['priority'] } : {}),
        },
      }
    : null
  const tickets: Source<SupportTicketRecord> = wantsTickets
    ? {
        filter: {
          ...common,
          ...(ticketStatus ? { status: ticketStatus } : {}),
          ...(query.priority ? { priority: query.priority } : {}),
        },
      }
    : null
  return { requests, tickets }
}

/** The same order the stores apply: the field (desk words for status), then the id; NULL last. */
function comparator(field: SortField, direction: 1 | -1) {
  const key = (item: DeskRecord): string => deskFields(item)[field]
  return (a: DeskRecord, b: DeskRecord): number => {
    const [x, y] = [key(a), key(b)]
    if (x !== y) return direction * (x < y ? -1 : 1)
    return direction * (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0)
  }
}

export async function listDesk(
  repos: Repositories,
  query: DeskListQuery,
  viewer: UserRecord,
): Promise<ListPage<DeskItem>> {
  const sort = query.sort ?? DEFAULT_SORT
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as SortField
  const direction = descending ? ('desc' as const) : ('asc' as const)
  const search = query.q || undefined
  const offset = (query.page - 1) * query.pageSize
  const head = offset + query.pageSize
  const { requests, tickets } = sources(query, viewer)

  const read = async <T extends { id: string }>(
    repo: {
      list(options: ListOptions<T>): Promise<T[]>
      pageTotal(options: CountOptions<T>, exactUpTo: number): Promise<ListTotal>
    },
    source: Source<T>,
  ): Promise<{ rows: T[]; total: ListTotal }> => {
    if (!source) return { rows: [], total: { total: 0, exact: true } }
    const orderBy = { field: SORT_COLUMN[field] as keyof T & string, direction }
    const [rows, total] = await Promise.all([
      repo.list({ filter: source.filter, search, orderBy, limit: head, offset: 0 }),
      repo.pageTotal({ filter: source.filter, search }, EXACT_TOTAL_UP_TO),
    ])
    return { rows, total }
  }
  const [r, t] = await Promise.all([
    read(repos.customerRequests, requests),
    read(repos.supportTickets, tickets),
  ])

  const merged: DeskRecord[] = [
    ...r.rows.map((record) => ({ kind: 'customerRequest' as const, record })),
    ...t.rows.map((record) => ({ kind: 'supportTicket' as const, record })),
  ].sort(comparator(field, descending ? -1 : 1))
  return {
    items: await toDeskItems(repos, merged.slice(offset, head)),
    total: r.total.total + t.total.total,
    totalIsEstimate: !r.total.exact || !t.total.exact,
    page: query.page,
    pageSize: query.pageSize,
  }
}
