// The state of a server-side list (search text, filters, page, page size, sort) as URL search params, so
// a filtered view is a link and back/forward work. One schema builder for every back-office list: a
// route passes `listSearchSchema(...)` to `validateSearch`. Every field is optional in the URL (a default
// is left out, so a plain link stays plain) and a bad value is dropped instead of failing the route.
import { z } from 'zod'

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

export interface SortState {
  field: string
  desc: boolean
}

/** `-requestDate` → { field: 'requestDate', desc: true }; null for anything that is not a sort. */
export function parseSort(value: string | undefined, fields: readonly string[]): SortState | null {
  if (!value) return null
  const desc = value.startsWith('-')
  const field = desc ? value.slice(1) : value
  return fields.includes(field) ? { field, desc } : null
}

export function formatSort(sort: SortState): string {
  return sort.desc ? `-${sort.field}` : sort.field
}

type FilterShape = Record<string, z.ZodType>

export interface ListSearchOptions<F extends FilterShape> {
  /** Fields the server can sort by. */
  sortFields: readonly string[]
  /** Extra filters (e.g. `{ status: statusSchema }`); each becomes optional and forgiving. */
  filters: F
}

const forgiving = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

export function listSearchSchema<F extends FilterShape>({ sortFields, filters }: ListSearchOptions<F>) {
  const filterShape = Object.fromEntries(
    Object.entries(filters).map(([key, schema]) => [key, forgiving(schema)]),
  ) as { [K in keyof F]: z.ZodCatch<z.ZodOptional<F[K]>> }
  return z.object({
    q: forgiving(
      z
        .string()
        .trim()
        .max(200)
        .transform((value) => value || undefined),
    ),
    page: forgiving(z.coerce.number().int().min(1).max(100_000)),
    pageSize: forgiving(
      z.coerce
        .number()
        .int()
        .refine((value) => (PAGE_SIZES as readonly number[]).includes(value)),
    ),
    sort: forgiving(z.string().refine((value) => parseSort(value, sortFields) !== null)),
    ...filterShape,
  })
}

/**
 * `open`: the record whose details drawer is open, so a link opens it (the header's search does). Add it
 * with `.extend(openRecordSearch)`; the drawer reads the record by id (`drawerRecord`).
 */
export const openRecordSearch = { open: forgiving(z.string().min(1).max(100)) }

/** The list state with defaults filled in: what the table shows and what the server is asked for. */
export interface ListState<Filters> {
  q: string
  page: number
  pageSize: number
  sort: SortState | null
  filters: Filters
}

export interface ListSearchBase {
  q?: string
  page?: number
  pageSize?: number
  sort?: string
}

export function resolveListState<S extends ListSearchBase>(
  search: S,
  defaults: { sortFields: readonly string[]; sort?: string; pageSize?: number },
): ListState<Omit<S, keyof ListSearchBase>> {
  const { q, page, pageSize, sort, ...filters } = search
  return {
    q: q ?? '',
    page: page ?? 1,
    pageSize: pageSize ?? defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: parseSort(sort ?? defaults.sort, defaults.sortFields),
    filters,
  }
}

/**
 * The next URL search after a change: a new search text, filter, sort or page size starts again at page 1
 * (page 3 of another filter means nothing) — opening or closing a drawer does not — and values equal to
 * their default are left out.
 */
export function nextListSearch<S extends ListSearchBase>(
  current: S,
  change: Partial<S>,
  defaults: { sort?: string; pageSize?: number } = {},
): S {
  const merged: Record<string, unknown> = { ...current, ...change }
  if (!('page' in change) && !opensOrClosesOnly(change)) delete merged.page
  if (merged.page === 1) delete merged.page
  if (merged.sort === defaults.sort) delete merged.sort
  if (merged.pageSize === (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) delete merged.pageSize
  for (const [key, value] of Object.entries(merged))
    if (value === undefined || value === '') delete merged[key]
  return merged as S
}

/** Opening or closing a details drawer (`open`) is not a new view of the list: the page stays. */
function opensOrClosesOnly(change: object): boolean {
  const keys = Object.keys(change)
  return keys.length > 0 && keys.every((key) => key === 'open')
}

/** A change the table asks for: another sort, page or page size. */
export type TableChange = { sort: string } | { page: number } | { pageSize: number }

/** The table's sort and paging callbacks, each a change of the URL through `change`. */
export function tableNavigation(change: (next: TableChange) => void, defaultSort: string) {
  return {
    onSortChange: (sort: SortState | null) => change({ sort: sort ? formatSort(sort) : defaultSort }),
    onPageChange: (page: number) => change({ page }),
    onPageSizeChange: (pageSize: number) => change({ pageSize }),
  }
}

/** How many pages `total` rows make (at least 1, so "1 / 1" shows for an empty list). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
