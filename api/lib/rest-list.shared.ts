import { z } from 'zod'

// The query and answer of every REST list (docs/api.md): ?q=&status=&page=&pageSize=&sort= in,
// { items, total, totalIsEstimate, page, pageSize } out. `sort` is a field, or -field for descending,
// from the resource's own sortable fields.

export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100
/**
 * A list's total is counted exactly up to this many records; past it the total is the database's
 * estimate and the answer says so (`totalIsEstimate`): an exact count reads every matching row, and
 * grows with the table (docs/api.md#rest-conventions).
 */
export const EXACT_TOTAL_UP_TO = 10_000

const page = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT)

/** Only paging, for a feed whose order is fixed (notifications). */
export const pageQuerySchema = z.object({ page, pageSize })

/** ?q, ?page, ?pageSize, ?sort (one of `sortable`, or it with a leading '-'). */
export function listQuerySchema<const F extends string>(sortable: readonly [F, ...F[]]) {
  const values = sortable.flatMap((field) => [field, `-${field}`]) as [F | `-${F}`, ...Array<F | `-${F}`>]
  return z.object({
    q: z.string().trim().max(200).optional(),
    page,
    pageSize,
    sort: z.enum(values).optional(),
  })
}

export interface ListQuery {
  q?: string
  page: number
  pageSize: number
  sort?: string
}

export interface ListPage<V> {
  items: V[]
  total: number
  /** `total` is an estimate (more than EXACT_TOTAL_UP_TO records): the screen says "yaklaşık". */
  totalIsEstimate: boolean
  page: number
  pageSize: number
}

export const listPageDataSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsEstimate: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })

export const listPageSchema = <S extends z.ZodType>(item: S) =>
  z.object({ success: z.literal(true), data: listPageDataSchema(item) })
