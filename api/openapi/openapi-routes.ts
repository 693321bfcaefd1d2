import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import { buildOpenApiDocument } from './openapi-document'
import type { RouteRegistry } from './registry'

// GET /api/openapi.json, built once (lazily) from every registered route.
export function openApiRoutes(registry: RouteRegistry, version: string) {
  const app = new Hono<ApiEnv>()
  let document: Record<string, unknown> | null = null
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/openapi.json',
      summary: 'Bu belge (OpenAPI 3.1)',
      tag: 'Sistem',
      access: 'none',
      responses: { 200: { description: 'OpenAPI belgesi', schema: z.looseObject({ openapi: z.string() }) } },
    },
    (c) => {
      document ??= buildOpenApiDocument(registry.docs, { version })
      return c.json(document)
    },
  )
  return app
}
