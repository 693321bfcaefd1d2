import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from '../context'

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch'
/** none: public; csrf: X-CSRF-Token header; user/admin: bearer token of a (admin) user. */
export type RouteAccess = 'none' | 'csrf' | 'user' | 'admin'

export interface RouteDoc {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  access: RouteAccess
  body?: z.ZodType
  /** How `body` travels (default application/json). */
  bodyContentType?: 'application/json' | 'multipart/form-data'
  query?: z.ZodObject
  responses: Record<number, { description: string; schema?: z.ZodType }>
}

export type RouteHandler = (c: Context<ApiEnv>) => Promise<Response> | Response

// Every route is declared through `route()`, which registers the handler with Hono and its
// documentation with the registry in one call, so /api/openapi.json cannot drift from the routes.
export class RouteRegistry {
  readonly docs: RouteDoc[] = []

  route(app: Hono<ApiEnv>, doc: RouteDoc, handler: RouteHandler): void {
    this.docs.push(doc)
    app.on(doc.method.toUpperCase(), doc.path, handler)
  }
}
