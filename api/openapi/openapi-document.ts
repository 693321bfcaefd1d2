import { z } from 'zod'
import { errorResponseSchema } from '../schemas/common'
import type { RouteDoc } from './registry'

type JsonObject = Record<string, unknown>

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject
  return rest
}

function operation(doc: RouteDoc): JsonObject {
  const responses: JsonObject = {}
  for (const [status, response] of Object.entries(doc.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? { content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
        : {}),
    }
  }
  responses.default = {
    description: 'Hata: { success: false, message } (Türkçe mesaj)',
    content: { 'application/json': { schema: jsonSchema(errorResponseSchema, 'output') } },
  }
  const op: JsonObject = {
    summary: doc.summary,
    tags: [doc.tag],
    operationId: `${doc.method}${doc.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    responses,
  }
  if (doc.access === 'user' || doc.access === 'admin') op.security = [{ bearerAuth: [] }]
  if (doc.access === 'csrf') op.security = [{ csrfToken: [] }]
  if (doc.access === 'admin') op.description = 'Yalnızca admin: token yoksa 401, admin değilse 403.'
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { [doc.bodyContentType ?? 'application/json']: { schema: jsonSchema(doc.body, 'input') } },
    }
  }
  if (doc.query) {
    op.parameters = Object.entries(doc.query.shape).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(schema as z.ZodType, 'input'),
    }))
  }
  return op
}

/** OpenAPI 3.1 from the route registry (paths use OpenAPI `{param}` syntax). */
export function buildOpenApiDocument(docs: RouteDoc[], info: { version: string }): JsonObject {
  const paths: Record<string, JsonObject> = {}
  for (const doc of docs) {
    const path = doc.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][doc.method] = operation(doc)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SiteKur API',
      version: info.version,
      description:
        'SiteKur web sitesi oluşturma ve yayınlama hizmetinin API’si. Hatalar { success: false, message } biçimindedir.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    },
  }
}
