import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from '../context'
import type { ApiPorts } from '../ports'
import { sha256Hex } from '../lib/crypto'

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const idempotencyMessages = {
  mismatch: 'Bu Idempotency-Key farklı bir istek için kullanılmış.',
  inProgress: 'Aynı istek hâlâ işleniyor. Lütfen biraz sonra tekrar deneyin.',
  invalidKey: 'Geçersiz Idempotency-Key.',
}

// Writes carrying an `Idempotency-Key` are applied once per (caller, key): a repeat gets the first
// status and body back (header Idempotent-Replayed: true); the same key with another request is a
// 422. Keys live 24 h. A 5xx is not stored, so the client may retry it.
export function idempotencyMiddleware(ports: ApiPorts): MiddlewareHandler<ApiEnv> {
  const repo = ports.repos.idempotencyKeys
  let lastSweep = 0

  return async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next()
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
      return c.json({ success: false, message: idempotencyMessages.invalidKey }, 400)
    }
    const scope = c.get('claims')?.userId ?? 'anonymous'
    const requestHash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)
    const now = ports.clock.now()
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000).toISOString()
    if (now.getTime() - lastSweep > 3_600_000) {
      lastSweep = now.getTime()
      await repo.deleteOlderThan(cutoff)
    }

    const claimed = async () => {
      const existing = await repo.find(scope, key)
      if (existing && Date.parse(existing.createdAt) < Date.parse(cutoff)) await repo.release(scope, key)
      else if (existing) return existing
      const won = await repo.claim({
        scope,
        key,
        requestHash,
        status: 0,
        body: '',
        createdAt: now.toISOString(),
      })
      return won ? null : await repo.find(scope, key)
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
