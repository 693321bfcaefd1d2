import { Hono } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from '../context'
import { ApiError, readBody } from '../lib/http'
import { messageResponseSchema } from '../schemas/auth'
import type { UserRecord } from '../schemas/user'
import type { Services } from '../services'
import type { RouteDoc, RouteRegistry } from './registry'

// The route shape of a resource that belongs to a user, declared once: the signed-in user's own list
// (GET <path>/mine) and create (POST <path>), and the admin API client's calls on the same path
// (POST action list|create, PUT action update, DELETE action delete). A resource file names its
// paths, texts, schemas and service calls; guards, body parsing, status codes and the
// { success, message, data } envelope are the same for all of them. Routes register in call order.

type Responses = RouteDoc['responses']
type AdminPostBody = { action: 'list' } | { action: 'create' }
type AdminPutBody = { action: 'update'; id: string; data?: object; fields?: object }
type ListBodyOf<P extends z.ZodType<AdminPostBody>> = Extract<z.output<P>, { action: 'list' }>
type CreateBodyOf<P extends z.ZodType<AdminPostBody>> = Exclude<z.output<P>, { action: 'list' }>
type UpdateFieldsOf<U extends z.ZodType<AdminPutBody>> = NonNullable<z.output<U>['data']>

export interface AdminCollectionSpec<P extends z.ZodType<AdminPostBody>, U extends z.ZodType<AdminPutBody>> {
  /** The key of the record in `data` ({ data: { user } }). */
  key: string
  messages: { created: string; updated: string; deleted: string; notFound: string }
  post: {
    summary: string
    body: P
    responses: Responses
    list: (query: ListBodyOf<P>) => Promise<unknown>
    create: (input: CreateBodyOf<P>, actor: UserRecord, ip: string) => Promise<unknown>
  }
  put: {
    body: U
    responses: Responses
    update: (id: string, fields: UpdateFieldsOf<U>, actor: UserRecord) => Promise<unknown>
  }
  delete: {
    summary: string
    body: z.ZodType<{ id?: string }>
    remove: (id: string, actor: UserRecord, ip: string) => Promise<unknown>
  }
}

/** The answer to a write: { success, message, data: { <key>: record } }. */
const written = (key: string, message: string, record: unknown) => ({
  success: true,
  message,
  data: { [key]: record },
})

export function ownerScopedRoutes(
  registry: RouteRegistry,
  services: Services,
  { tag, path }: { tag: string; path: string },
) {
  const app = new Hono<ApiEnv>()
  const { guards, clientIp } = services

  const routes = {
    app,

    /** GET <path>/mine: the signed-in user's own records. */
    mine(spec: { summary: string; responses: Responses; load: (user: UserRecord) => Promise<unknown> }) {
      const { summary, responses } = spec
      registry.route(
        app,
        { method: 'get', path: `${path}/mine`, summary, tag, access: 'user', responses },
        async (c) => {
          const user = await guards.requireUser(c)
          return c.json({ success: true, data: await spec.load(user) })
        },
      )
      return routes
    },

    /** POST <path>: the signed-in user creates one; 201 with `message` and the record under `key`. */
    create<S extends z.ZodType>(spec: {
      summary: string
      body: S
      responses: Responses
      key: string
      message: string
      run: (user: UserRecord, input: z.output<S>, ip: string) => Promise<unknown>
    }) {
      const { summary, body, responses } = spec
      registry.route(
        app,
        { method: 'post', path, summary, tag, access: 'user', body, responses },
        async (c) => {
          const user = await guards.requireUser(c)
          const input = await readBody(c, body)
          const record = await spec.run(user, input, clientIp(c))
          return c.json(written(spec.key, spec.message, record), 201)
        },
      )
      return routes
    },

    /** POST list|create, PUT update and DELETE delete (id in the body or ?id=) on <path>, admins only. */
    adminCollection<P extends z.ZodType<AdminPostBody>, U extends z.ZodType<AdminPutBody>>(
      spec: AdminCollectionSpec<P, U>,
    ) {
      const { key, messages, post, put } = spec

      registry.route(
        app,
        {
          method: 'post',
          path,
          summary: post.summary,
          tag,
          access: 'admin',
          body: post.body,
          responses: post.responses,
        },
        async (c) => {
          const actor = await guards.requireAdmin(c)
          const body = await readBody(c, post.body)
          if (body.action === 'list') {
            return c.json({ success: true, data: await post.list(body as ListBodyOf<P>) })
          }
          const record = await post.create(body as CreateBodyOf<P>, actor, clientIp(c))
          return c.json(written(key, messages.created, record), 201)
        },
      )

      registry.route(
        app,
        {
          method: 'put',
          path,
          summary: 'action update, id ve alanlar (düz ya da data içinde)',
          tag,
          access: 'admin',
          body: put.body,
          responses: put.responses,
        },
        async (c) => {
          const actor = await guards.requireAdmin(c)
          const { action: _action, id, data, fields, ...flat } = await readBody(c, put.body)
          // `flat` is the same fields schema as `data` (the body's own fields besides action and id).
          const record = await put.update(id, (data ?? fields ?? flat) as UpdateFieldsOf<U>, actor)
          return c.json(written(key, messages.updated, record))
        },
      )

      registry.route(
        app,
        {
          method: 'delete',
          path,
          summary: spec.delete.summary,
          tag,
          access: 'admin',
          body: spec.delete.body,
          responses: { 200: { description: 'Silindi', schema: messageResponseSchema } },
        },
        async (c) => {
          const actor = await guards.requireAdmin(c)
          const body = await readBody(c, spec.delete.body)
          const id = body.id ?? c.req.query('id')
          if (!id) throw new ApiError(400, messages.notFound)
          await spec.delete.remove(id, actor, clientIp(c))
          return c.json({ success: true, message: messages.deleted })
        },
      )
      return routes
    },
  }
  return routes
}
