// The REST list convention every resource shares: `GET /api/x?q=&status=&page=&pageSize=&sort=`
// answered `{ success: true, data: { items, total, totalIsEstimate, page, pageSize } }`
// (docs/decisions/0007-client-data-layer.md).
import { z } from 'zod'
import type { ZodType } from 'zod'
import { listPageDataSchema } from '../../../api/lib/rest-list.shared'
import { api } from '../api-client'
import type { SchemaSource } from '../api-client'

/** The server's largest page; a customer's own lists are read whole, page after page. */
export const MAX_PAGE_SIZE = 100

export interface ListParams {
  q?: string
  status?: string
  /** 1-based. */
  page?: number
  pageSize?: number
  /** A field, or `-field` for descending. */
  sort?: string
  /** The list's own filters by query name (?template=, ?unpublished=); unset ones are left out. */
  filters?: Readonly<Record<string, string | undefined>>
}

export interface ListPage<T> {
  items: T[]
  total: number
  /** Past 10,000 records the total is the server's estimate (docs/api.md#rest-conventions). */
  totalIsEstimate: boolean
  page: number
  pageSize: number
}

export function listAnswerSchema<T>(item: ZodType<T>) {
  return z
    .object({ data: listPageDataSchema(item) })
    .transform((answer): ListPage<T> => answer.data as ListPage<T>)
}

/** The path with the list's query; empty values are left out, the search is trimmed. */
export function listUrl(path: string, params: ListParams = {}): string {
  const query = new URLSearchParams()
  const q = params.q?.trim()
  if (q) query.set('q', q)
  if (params.status) query.set('status', params.status)
  if (params.page !== undefined) query.set('page', String(params.page))
  if (params.pageSize !== undefined) query.set('pageSize', String(params.pageSize))
  if (params.sort) query.set('sort', params.sort)
  for (const [name, value] of Object.entries(params.filters ?? {})) if (value) query.set(name, value)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function fetchListPage<T>(
  path: string,
  schema: SchemaSource<ListPage<T>>,
  params: ListParams = {},
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  return api.get(listUrl(path, params), { schema, signal })
}

/** Every item matching the params, page after page (a customer's own list, a CSV export). */
export async function fetchAllItems<T>(
  path: string,
  schema: SchemaSource<ListPage<T>>,
  params: Omit<ListParams, 'page' | 'pageSize'> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page += 1) {
    const answer = await fetchListPage(path, schema, { ...params, page, pageSize: MAX_PAGE_SIZE }, signal)
    items.push(...answer.items)
    const done = answer.totalIsEstimate ? answer.items.length < MAX_PAGE_SIZE : items.length >= answer.total
    if (answer.items.length === 0 || done) return items
  }
}
