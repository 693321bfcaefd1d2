import type { z } from 'zod'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry, type RouteResponses } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import type { UserRecord } from '../users/user.shared'
import type { Services } from '../services'

// docs/rules/documented-calls.md#admin-api-client, one collection path: POST with action list |
// create, PUT with action update, DELETE with action delete (id in the body or ?id=). A resource
// names its texts, schemas and service calls; the envelope is the same for all of them.

type AdminPostBody = { action: 'list' } | { action: 'create' }
type AdminPutBody = { action: 'update'; id: string; data?: object; fields?: object }
type ListBodyOf<P extends z.ZodType<AdminPostBody>> = Extract<z.output<P>, { action: 'list' }>
type CreateBodyOf<P extends z.ZodType<AdminPostBody>> = Exclude<z.output<P>, { action: 'list' }>
type UpdateFieldsOf<U extends z.ZodType<AdminPutBody>> = NonNullable<z.output<U>['data']>

export interface AdminCollectionSpec<
  P extends z.ZodType<AdminPostBody>,
  U extends z.ZodType<AdminPutBody>,
  S,
> {
  /** The area's service the calls go to (services.users): the calls below get it, nothing more. */
  service: (services: Services) => S
  path: string
  tag: string
  /** The key of the record in `data` ({ data: { user } }). */
  key: string
  messages: { created: string; updated: string; deleted: string; notFound: string }
  post: {
    summary: string
    body: P
    responses: RouteResponses
    list: (service: S, query: ListBodyOf<P>) => Promise<unknown>
    create: (service: S, input: CreateBodyOf<P>, actor: UserRecord, ip: string) => Promise<unknown>
  }
  put: {
    body: U
    responses: RouteResponses
    update: (
      service: S,
      id: string,
      fields: UpdateFieldsOf<U>,
      actor: UserRecord,
      ip: string,
    ) => Promise<unknown>
  }
  delete: {
    summary: string
    body: z.ZodType<{ id?: string }>
    remove: (service: S, id: string, actor: UserRecord, ip: string) => Promise<unknown>
  }
}

/** The answer to a write: { success, message, data: { <key>: record } }. */
const written = (key: string, message: string, record: unknown) => ({
  success: true,
  message,
  data: { [key]: record },
})

export function adminClientCollection<
  P extends z.ZodType<AdminPostBody>,
  U extends z.ZodType<AdminPutBody>,
  S,
>(spec: AdminCollectionSpec<P, U, S>): RouteEntry[] {
  const { path, tag, key, messages, post, put } = spec
  return [
    defineRoute({
      method: 'post',
      path,
      summary: post.summary,
      tag,
      access: 'admin',
      body: post.body,
      responses: post.responses,
      handler: async ({ c, services, user, body, ip }) => {
        const input = body as z.output<P>
        if (input.action === 'list') {
          return c.json({
            success: true,
            data: await post.list(spec.service(services), input as ListBodyOf<P>),
          })
        }
        const record = await post.create(spec.service(services), input as CreateBodyOf<P>, user, ip)
        return c.json(written(key, messages.created, record), 201)
      },
    }),

    defineRoute({
      method: 'put',
      path,
      summary: 'action update, id ve alanlar (düz ya da data içinde)',
      tag,
      access: 'admin',
      body: put.body,
      responses: put.responses,
      handler: async ({ c, services, user, body, ip }) => {
        const { action: _action, id, data, fields, ...flat } = body as z.output<U>
        // `flat` is the same fields schema as `data` (the body's own fields besides action and id).
        const changes = (data ?? fields ?? flat) as UpdateFieldsOf<U>
        const record = await put.update(spec.service(services), id, changes, user, ip)
        return c.json(written(key, messages.updated, record))
      },
    }),

    defineRoute({
      method: 'delete',
      path,
      summary: spec.delete.summary,
      tag,
      access: 'admin',
      body: spec.delete.body,
      responses: { 200: { description: 'Silindi', schema: messageResponseSchema } },
      handler: async ({ c, services, user, body, ip }) => {
        const id = body.id ?? c.req.query('id')
        if (!id) throw new ApiError(400, messages.notFound)
        await spec.delete.remove(spec.service(services), id, user, ip)
        return c.json({ success: true, message: messages.deleted })
      },
    }),
  ]
}
