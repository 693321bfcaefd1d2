import { z } from 'zod'
import type { FieldOf, ResourceDeclaration } from '../kernel/resource'
import type { FieldComparison, FieldIn } from '../ports/crud-repository'
import { ApiError } from '../lib/http'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema, type ListQuery } from '../lib/rest-list.shared'
import type { Services } from '../services'
import { declaredRecords } from './declared-records'
import { defineRoute, type RouteEntry } from './define-route'
import { listPage } from './list-page'

// The back-office's REST routes of a declared resource, from the declaration and a few names: a list
// (?q searches the declared search fields; the declared equality filters; page, pageSize, sort) and one
// record by id. A resource with rules for writing adds its own routes beside these (docs/adding-a-resource.md).

type Sortable<T> = readonly [FieldOf<T>, ...FieldOf<T>[]]

export interface AdminResourceSpec<T extends { id: string }, V> {
  declaration: ResourceDeclaration<T>
  /** '/api/admin/invoices' */
  path: string
  tag: string
  /** Turkish nouns for the documentation: 'Faturalar', 'Bir fatura'. */
  names: { list: string; one: string }
  /** The Turkish message when the id names no record. */
  notFound: string
  /** Query parameters that filter by equality on the field of the same name. */
  filters?: { [K in FieldOf<T>]?: z.ZodType }
  sortable: Sortable<T>
  defaultSort: FieldOf<T> | `-${FieldOf<T>}`
  /** The wire shape of one record (secrets left out). */
  item: z.ZodType
  view: (record: T, services: Services) => V | Promise<V>
}

export function adminResourceRoutes<T extends { id: string }, V>(
  spec: AdminResourceSpec<T, V>,
): RouteEntry[] {
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters ?? {}).map(([field, schema]) => [field, (schema as z.ZodType).optional()]),
  )
  const query = listQuerySchema(spec.sortable).extend(filterShape)
  const one = z.object({ success: z.literal(true), data: z.object({ item: spec.item }) })
  return [
    adminListRoute({
      declaration: spec.declaration,
      path: spec.path,
      tag: spec.tag,
      summary: `${spec.names.list}: arama (q), süzgeçler, sayfalama, sıralama`,
      description: spec.names.list,
      query,
      response: listPageSchema(spec.item),
      filter: (values) => {
        const record = values as Record<string, unknown>
        return Object.fromEntries(
          Object.keys(filterShape).map((field) => [field, record[field]]),
        ) as Partial<T>
      },
      defaultSort: spec.defaultSort,
      view: spec.view,
    }),
    defineRoute({
      method: 'get',
      path: `${spec.path}/:id`,
      summary: spec.names.one,
      tag: spec.tag,
      access: 'admin',
      params: idParamsSchema,
      responses: {
        200: { description: spec.names.one, schema: one },
        404: { description: spec.notFound, schema: errorResponseSchema },
      },
      handler: async ({ c, services, params }) => {
        const record = await declaredRecords(services, spec.declaration).findById(params.id)
        if (!record) throw new ApiError(404, spec.notFound)
        return c.json({ success: true, data: { item: await spec.view(record, services) } })
      },
    }),
  ]
}

/**
 * How a list shows its records: one at a time (`view`), or the whole page at once (`views`) when a row's
 * figures come from another table (one grouped query for the page, not one query per row).
 */
type ListView<T, V> =
  | { view: (record: T, services: Services) => V | Promise<V>; views?: never }
  | { views: (records: T[], services: Services) => Promise<V[]>; view?: never }

interface ListRouteFields<T extends { id: string }, Q extends z.ZodObject> {
  declaration: ResourceDeclaration<T>
  /** '/api/me/invoices', '/api/admin/users' */
  path: string
  tag: string
  summary: string
  /** The 200 answer's description ('Faturalar'). */
  description: string
  query: Q
  response: z.ZodType
  /** Equality filters read from the query (an absent value filters nothing). */
  filter?: (query: z.output<Q>) => Partial<T>
  /** One field later than another, when the query asks for it (websites with unpublished changes). */
  laterThan?: (query: z.output<Q>) => FieldComparison<T> | undefined
  /** One field among values another service finds, when the query asks for it (the desk's unpublished sites). */
  oneOf?: (query: z.output<Q>, services: Services) => Promise<FieldIn<T> | undefined>
  defaultSort: FieldOf<T> | `-${FieldOf<T>}`
  /** Work due before the list reads (the activity log's cap). */
  beforeRead?: (services: Services) => Promise<void>
}

export type ListRouteSpec<T extends { id: string }, Q extends z.ZodObject, V> = ListRouteFields<T, Q> &
  ListView<T, V>

/** A REST list: one page of the resource and its total, for an admin (all) or a user (their own). */
function listRoute<T extends { id: string }, Q extends z.ZodObject, V>(
  spec: ListRouteSpec<T, Q, V>,
  scope: 'all' | 'own',
): RouteEntry {
  const owner = spec.declaration.owner
  if (scope === 'own' && !owner) {
    throw new Error(`${spec.path}: resource '${spec.declaration.name}' declares no owner`)
  }
  return defineRoute({
    method: 'get',
    path: spec.path,
    summary: spec.summary,
    tag: spec.tag,
    access: scope === 'own' ? 'user' : 'admin',
    query: spec.query,
    responses: { 200: { description: spec.description, schema: spec.response } },
    handler: async ({ c, services, user, query }) => {
      const filter = { ...spec.filter?.(query as z.output<Q>) } as Record<string, unknown>
      if (scope === 'own' && owner) filter[owner] = user.id
      await spec.beforeRead?.(services)
      const page = await listPage(
        declaredRecords(services, spec.declaration),
        query as unknown as ListQuery,
        {
          filter: filter as Partial<T>,
          laterThan: spec.laterThan?.(query as z.output<Q>),
          oneOf: await spec.oneOf?.(query as z.output<Q>, services),
          defaultSort: spec.defaultSort,
          views: (records) =>
            spec.views
              ? spec.views(records, services)
              : Promise.all(records.map((record) => spec.view(record, services))),
        },
      )
      return c.json({ success: true, data: page })
    },
  })
}

/** GET /api/me/<resource>: the signed-in user's own records, a page at a time. */
export const ownListRoute = <T extends { id: string }, Q extends z.ZodObject, V>(
  spec: ListRouteSpec<T, Q, V>,
) => listRoute(spec, 'own')

/** GET /api/admin/<resource>: every record, a page at a time, for an admin. */
export const adminListRoute = <T extends { id: string }, Q extends z.ZodObject, V>(
  spec: ListRouteSpec<T, Q, V>,
) => listRoute(spec, 'all')
