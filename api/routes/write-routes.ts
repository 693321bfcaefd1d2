import type { z } from 'zod'
import type { Actor } from '../audit/actor'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import type { Services } from '../services'
import { defineRoute, type RouteEntry, type RouteResponses } from './define-route'

// The back-office's create / update / delete routes of a resource whose service holds the rules: the
// builder writes the declaration (admin access, the id parameter, the answers, the activity left to the
// service) and the answer `{ success, message, data: { <key>: record } }`; the spec names the service
// call and the Turkish texts. A write with its own answer or its own checks stays a defineRoute beside
// these (docs/api.md#write-routes).

type Documented = { description: string; schema: z.ZodType }

export interface WriteRoutesSpec<C extends z.ZodType, U extends z.ZodType> {
  /** '/api/admin/packages' */
  path: string
  tag: string
  /** The record's name in the answer's data: 'package' → `data: { package }`. */
  key: string
  /** The answer carrying one record. */
  response: z.ZodType
  messages: { notFound: string; created?: string; updated?: string; deleted?: string }
  /** The 400 answer's description: which fields can be refused. */
  refused: string
  create?: {
    summary: string
    description: string
    body: C
    run: (services: Services, body: z.output<C>, actor: Actor) => Promise<unknown>
  }
  update?: {
    summary: string
    description: string
    body: U
    run: (services: Services, id: string, body: z.output<U>, actor: Actor) => Promise<unknown>
    /** The 409 answer's description, when a rule can refuse the change. */
    conflict?: string
  }
  remove?: {
    summary: string
    run: (services: Services, id: string, actor: Actor) => Promise<unknown>
    conflict?: string
  }
}

const failure = (description: string): Documented => ({ description, schema: errorResponseSchema })

export function adminWriteRoutes<C extends z.ZodType, U extends z.ZodType>(
  spec: WriteRoutesSpec<C, U>,
): RouteEntry[] {
  const { path, tag, key, response, messages } = spec
  const missing = failure(messages.notFound)
  const refused = failure(spec.refused)
  const conflicts = (description?: string): RouteResponses =>
    description ? { 409: failure(description) } : {}
  const routes: RouteEntry[] = []
  const { create, update, remove } = spec
  if (create) {
    routes.push(
      defineRoute({
        method: 'post',
        path,
        summary: create.summary,
        tag,
        access: 'admin',
        body: create.body as z.ZodType,
        activity: 'service',
        responses: { 201: { description: create.description, schema: response }, 400: refused },
        handler: async ({ c, services, body, actor }) => {
          const record = await create.run(services, body as z.output<C>, actor)
          return c.json({ success: true, message: messages.created, data: { [key]: record } }, 201)
        },
      }),
    )
  }
  if (update) {
    routes.push(
      defineRoute({
        method: 'patch',
        path: `${path}/:id`,
        summary: update.summary,
        tag,
        access: 'admin',
        params: idParamsSchema,
        body: update.body as z.ZodType,
        activity: 'service',
        responses: {
          200: { description: update.description, schema: response },
          400: refused,
          404: missing,
          ...conflicts(update.conflict),
        },
        handler: async ({ c, services, params, body, actor }) => {
          const record = await update.run(services, params.id, body as z.output<U>, actor)
          return c.json({ success: true, message: messages.updated, data: { [key]: record } })
        },
      }),
    )
  }
  if (remove) {
    routes.push(
      defineRoute({
        method: 'delete',
        path: `${path}/:id`,
        summary: remove.summary,
        tag,
        access: 'admin',
        params: idParamsSchema,
        activity: 'service',
        responses: {
          200: { description: 'Silindi', schema: messageResponseSchema },
          404: missing,
          ...conflicts(remove.conflict),
        },
        handler: async ({ c, services, params, actor }) => {
          await remove.run(services, params.id, actor)
          return c.json({ success: true, message: messages.deleted })
        },
      }),
    )
  }
  return routes
}
