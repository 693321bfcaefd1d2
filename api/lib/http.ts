import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { hasLoneSurrogate } from './unicode-text.shared'

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
  storeUnavailable: 'Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  unknownAction: 'Geçersiz işlem.',
  controlCharacters: 'İstek izin verilmeyen kontrol karakterleri içeriyor.',
  loneSurrogates: 'İstek geçersiz Unicode karakterleri içeriyor.',
} as const
export const controlCharacterMessage = messages.controlCharacters

// No text the API accepts may carry a control character: PostgreSQL refuses NUL outright (which used
// to surface as a 500), and the others only ever arrive to smuggle something into a log line, a header
// or a file name. In bodies the white space of multi-line text (\t \n \r) stays allowed. Nor may it
// carry half of a UTF-16 surrogate pair (unicode-text.shared.ts): no store can keep it as sent.
// eslint-disable-next-line no-control-regex
const BODY_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A body text field (JSON or multipart): 400 when it carries a control character or a lone surrogate. */
export function assertCleanText(text: string): string {
  if (BODY_FORBIDDEN.test(text)) throw new ApiError(400, messages.controlCharacters)
  if (hasLoneSurrogate(text)) throw new ApiError(400, messages.loneSurrogates)
  return text
}

/** Every string (value or key) of a parsed JSON value. */
export function assertCleanJson(value: unknown): void {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') assertCleanText(item)
    else if (Array.isArray(item)) pending.push(...(item as unknown[]))
    else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        assertCleanText(key)
        pending.push(inner)
      }
    }
  }
}

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

/**
 * Reads a JSON object body; an empty body is `{}`; malformed JSON is a 400, and so is a control
 * character or a lone surrogate in any string of it (the one JSON reader, so every text field is
 * covered at once).
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, messages.invalidBody)
  }
  assertCleanJson(value)
  return value
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
