import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiEnv } from '../context'
import { UPLOAD_MAX_BYTES } from '../uploads/upload.shared'
import { SETTINGS_LIMITS } from '../settings/settings-admin.shared'
import { EDIT_LIMITS } from '../websites/website-edit.shared'
import { uploadMessages } from '../uploads/upload-messages.shared'
import { UploadTooLargeError } from '../uploads/upload-inspector'

/** Room for the multipart envelope around a file of UPLOAD_MAX_BYTES. */
export const MULTIPART_OVERHEAD = 256 * 1024

export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024
export const bodyTooLargeMessage = 'İstek çok büyük.'

/** Upload paths (exact request paths): read as a stream by their route, limited here without buffering. */
export const STREAMED_BODY_PATHS: ReadonlySet<string> = new Set(['/api/uploads', '/api/me/uploads'])
/** The largest maxFileSize the settings allow: the upload service enforces the setting itself. */
export const STREAMED_BODY_LIMIT = SETTINGS_LIMITS.maxFileSize.max * 1024 * 1024 + MULTIPART_OVERHEAD

/**
 * The edit screen's save (PUT /api/me/websites/:id): a form with a logo, a favicon and the gallery's new
 * images, each at most UPLOAD_MAX_BYTES; streamed by its route like an upload, so the limit is what that
 * form can carry, not memory.
 */
export const WEBSITE_EDIT_BODY_LIMIT = (2 + EDIT_LIMITS.gallery) * UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD
const isWebsiteEdit = (method: string, path: string) =>
  method === 'PUT' && /^\/api\/me\/websites\/[^/]+$/.test(path)

const tooLarge =
  (message: string): MiddlewareHandler<ApiEnv> =>
  (c) =>
    Promise.resolve(c.json({ success: false, message }, 413))

/** The body as a stream that errors (UploadTooLargeError) once more than `maxSize` bytes went by. */
export function limitedBody(body: ReadableStream<Uint8Array>, maxSize: number): ReadableStream<Uint8Array> {
  let size = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.length
        if (size > maxSize) controller.error(new UploadTooLargeError())
        else controller.enqueue(chunk)
      },
    }),
  )
}

/**
 * An upload's limit: a declared Content-Length over it is refused at once; an undeclared (chunked)
 * body is counted as the route streams it, never buffered (Hono's bodyLimit would buffer it whole).
 */
function streamedLimit(maxSize: number, message: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      return Number(declared) > maxSize ? tooLarge(message)(c, next) : next()
    }
    const body = c.req.raw.body
    if (body)
      c.req.raw = new Request(c.req.raw, { body: limitedBody(body, maxSize), duplex: 'half' } as RequestInit)
    return next()
  }
}

/**
 * Request body limits of the API, applied before anything reads a body (the Content-Length header
 * when there is one, else while streaming, stopping at the limit), so a huge body cannot exhaust
 * memory. 413 with a Turkish message.
 */
export function bodyLimitMiddleware(): MiddlewareHandler<ApiEnv> {
  const fallback: MiddlewareHandler<ApiEnv> = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT,
    onError: (c) => c.json({ success: false, message: bodyTooLargeMessage }, 413),
  })
  const uploads = streamedLimit(
    STREAMED_BODY_LIMIT,
    uploadMessages.tooLargeFor(SETTINGS_LIMITS.maxFileSize.max),
  )
  const websiteEdits = streamedLimit(WEBSITE_EDIT_BODY_LIMIT, bodyTooLargeMessage)
  return (c, next) => {
    // No body to limit. Checked before bodyLimit reads `c.req.raw.body`, which makes the Node host build a
    // full Request (with a body stream) for every call: /health went from ~40k to ~7k req/s with it.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (isWebsiteEdit(c.req.method, c.req.path)) return websiteEdits(c, next)
    return (STREAMED_BODY_PATHS.has(c.req.path) ? uploads : fallback)(c, next)
  }
}
