import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from '../context'
import type { ApiPorts } from '../ports'
import { bytesToBase64Url, sha256Hex } from '../lib/crypto'

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const idempotencyMessages = {
  mismatch: 'Bu Idempotency-Key farklı bir istek için kullanılmış.',
  inProgress: 'Aynı istek hâlâ işleniyor. Lütfen biraz sonra tekrar deneyin.',
  invalidKey: 'Geçersiz Idempotency-Key.',
}

/**
 * Sign-in, refresh and verification answers carry tokens: they are never stored (secrets stay out of the
 * idempotency table) and never replayed — the service worker does not queue them either.
 */
export function isSessionPath(path: string): boolean {
  return (
    path === '/api/auth' ||
    path.startsWith('/api/auth/') ||
    path === '/api/auth.php' ||
    path === '/verify-email.php' ||
    path.startsWith('/auth/')
  )
}

/**
 * What identifies the request's body. JSON bodies (at most 2 MB, the body limit) by the SHA-256 of their
 * bytes, read as bytes, not c.req.text(): Hono caches what is read first. A multipart upload is never
 * read here — buffering up to 10 MB per request is what the upload path must not do — and is known
 * by its Content-Type (whose boundary every form body picks at random) and Content-Length instead: a
 * replay sends the same bytes, so both match; another form under the same key has another boundary.
 */
async function bodyFingerprint(c: Context<ApiEnv>): Promise<string> {
  const type = c.req.header('content-type') ?? ''
  if (/^multipart\//i.test(type)) return `multipart ${type} ${c.req.header('content-length') ?? '-'}`
  const digest = await crypto.subtle.digest('SHA-256', await c.req.arrayBuffer())
  return bytesToBase64Url(new Uint8Array(digest))
}

/** The signed-in user's id (a valid token, a live session, an active account), or null. */
export type Authenticate = (c: Context<ApiEnv>) => Promise<string | null>

// Writes carrying an `Idempotency-Key` are applied once per (user, key): a repeat gets the first
// status and body back (header Idempotent-Replayed: true); the same key with another request is a
// 422. Keys live 24 h. A 5xx is not stored, so the client may retry it. Only a signed-in user gets a
// stored key: the caller is authenticated first, and a request without a valid user token passes
// through untouched (the route answers it, usually 401), so nobody can fill the table anonymously.
//
// A call of a route declared `transient` (`isTransient`, from the route table) is applied without a stored
// key: its answer is only good now and is never replayed by a client. A live preview's update is the whole
// preview document (some 20 kB) per keystroke, kept a day for nothing; a two-factor enrolment's answer is
// its secret, which must not sit in this table.
export function idempotencyMiddleware(
  ports: ApiPorts,
  authenticate: Authenticate,
  isTransient: (method: string, path: string) => boolean,
): MiddlewareHandler<ApiEnv> {
  const repo = ports.repos.idempotencyKeys
  let lastSweep = 0

  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next()
    const key = c.req.header('idempotency-key')
    if (key === undefined || isSessionPath(c.req.path) || isTransient(c.req.method, c.req.path)) return next()
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
      return c.json({ success: false, message: idempotencyMessages.invalidKey }, 400)
    }
    if (!c.get('claims')) return next()
    const scope = await authenticate(c)
    if (scope === null) return next()
    const requestHash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await bodyFingerprint(c)}`)
    const now = ports.clock.now()
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000).toISOString()
    if (now.getTime() - lastSweep > 3_600_000) {
      lastSweep = now.getTime()
      await repo.deleteOlderThan(cutoff)
    }

    const record = { scope, key, requestHash, status: 0, body: '', createdAt: now.toISOString() }
    // Claim first: a fresh key (the common case) costs one write, not a read and a write.
    const claimed = async () => {
      if (await repo.claim(record)) return null
      const existing = await repo.find(scope, key)
      if (!existing || Date.parse(existing.createdAt) >= Date.parse(cutoff)) return existing
      // An expired key may be used again.
      await repo.release(scope, key)
      return (await repo.claim(record)) ? null : await repo.find(scope, key)
    }
    const existing = await claimed()
    if (existing) {
      if (existing.requestHash !== requestHash) {
        return c.json({ success: false, message: idempotencyMessages.mismatch }, 422)
      }
      if (existing.status === 0) {
        c.header('Retry-After', '1')
        return c.json({ success: false, message: idempotencyMessages.inProgress }, 409)
      }
      c.header('Idempotent-Replayed', 'true')
      c.header('Content-Type', 'application/json; charset=UTF-8')
      return c.body(existing.body, existing.status as ContentfulStatusCode)
    }

    try {
      await next()
    } catch (error) {
      await repo.release(scope, key)
      throw error
    }
    if (c.res.status >= 500) {
      await repo.release(scope, key)
      return
    }
    const body = await c.res.clone().text()
    await repo.complete(scope, key, { status: c.res.status, body })
  }
}
