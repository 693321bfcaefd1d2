import { z } from 'zod'
import { errorResponseSchema } from '../lib/common.shared'
import type { RouteAccess, RouteEntry } from '../routes/define-route'

type JsonObject = Record<string, unknown>

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject
  return rest
}

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Herkese açık.',
  csrf: 'X-CSRF-Token başlığı gerekli: yoksa ya da geçersizse 403.',
  user: 'Oturum gerekli: token yoksa 401.',
  admin: 'Yalnızca admin: token yoksa 401, admin değilse 403.',
  owner: 'Oturum gerekli (token yoksa 401); kayıt başka bir kullanıcınınsa 404.',
}

function operation(doc: RouteEntry): JsonObject {
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
  // An empty list overrides any default: a public operation needs no credentials.
  op.security = doc.access === 'public' ? [] : [{ [doc.access === 'csrf' ? 'csrfToken' : 'bearerAuth']: [] }]
  op['x-access'] = doc.access
  op.description = ACCESS_TEXT[doc.access]
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { [doc.bodyContentType ?? 'application/json']: { schema: jsonSchema(doc.body, 'input') } },
    }
  }
  const params = [
    ...(doc.params ? parameters(doc.params, 'path') : []),
    ...(doc.query ? parameters(doc.query, 'query') : []),
  ]
  if (params.length > 0) op.parameters = params
  return op
}

function parameters(shape: z.ZodObject, location: 'path' | 'query'): JsonObject[] {
  return Object.entries(shape.shape).map(([name, schema]) => ({
    name,
    in: location,
    required: location === 'path' || !(schema as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(schema as z.ZodType, 'input'),
  }))
}

/** OpenAPI 3.1 from the route table (paths use OpenAPI `{param}` syntax). */
export function buildOpenApiDocument(docs: readonly RouteEntry[], info: { version: string }): JsonObject {
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
