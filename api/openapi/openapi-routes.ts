import { z } from 'zod'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { buildOpenApiDocument } from './openapi-document'

/** GET /api/openapi.json, generated (once per version) from the route table it is given. */
export function openApiRoute(table: () => readonly RouteEntry[]): RouteEntry {
  const documents = new Map<string, Record<string, unknown>>()
  return defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'Bu belge (OpenAPI 3.1)',
    tag: 'Sistem',
    access: 'public',
    responses: { 200: { description: 'OpenAPI belgesi', schema: z.looseObject({ openapi: z.string() }) } },
    handler: ({ c, services }) => {
      const version = services.ports.config.version ?? '0.1.0'
      let document = documents.get(version)
      if (!document) {
        document = buildOpenApiDocument(table(), { version })
        documents.set(version, document)
      }
      return c.json(document)
    },
  })
}
