import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

// A failure the services raise; the app's error handler answers `{ success: false, message }`.
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; data?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const messages = {
  invalidBody: 'Geçersiz istek verisi.',
  unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  notFound: 'İstenen kaynak bulunamadı.',
  unauthenticated: 'Oturum bulunamadı veya süresi doldu. Lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
  busy: 'Sunucu şu anda yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  unknownAction: 'Geçersiz işlem.',
} as const

export function tooManyRequests(retryAfterSeconds: number, message: string = messages.tooManyRequests) {
  return new ApiError(429, message, { retryAfterSeconds })
}

export function errorResponse(c: Context, error: ApiError): Response {
  if (error.extra.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.extra.retryAfterSeconds))))
  }
  const body: Record<string, unknown> = { success: false, message: error.message }
  if (error.extra.data) body.data = error.extra.data
  return c.json(body, error.status)
}

/** Reads a JSON object body; an empty body is `{}`; malformed JSON is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, messages.invalidBody)
  }
}

/** Validates with zod; failures are a 400 with the catalogue text and the offending paths. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  throw new ApiError(400, messages.invalidBody, { data: { errors } })
}

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(c))
}
