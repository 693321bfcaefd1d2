import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import type { RouteRegistry } from '../openapi/registry'
import type { Services } from '../services'

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  time: z.string(),
  source: z.enum(['network', 'emulated']),
  version: z.string().optional(),
  database: z.object({ ok: z.boolean(), driver: z.string() }).optional(),
  mail: z.string().optional(),
})

/** How long one database check answers /health: clients and the service worker poll it. */
const DATABASE_CHECK_TTL_MS = 1000

// GET /health: `ok` tells the client the backend is available (503 when the database is not).
export function healthRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  const { ports } = services
  let lastCheck: { at: number; result: Promise<{ ok: boolean; driver: string }> } | null = null
  const checkDatabase = (health: () => Promise<{ ok: boolean; driver: string }>) => {
    const now = ports.clock.now().getTime()
    if (!lastCheck || now - lastCheck.at >= DATABASE_CHECK_TTL_MS) {
      lastCheck = { at: now, result: health().catch(() => ({ ok: false, driver: 'unknown' })) }
    }
    return lastCheck.result
  }
  registry.route(
    app,
    {
      method: 'get',
      path: '/health',
      summary: 'Sunucu durumu',
      tag: 'Sistem',
      access: 'none',
      responses: {
        200: { description: 'Çalışıyor', schema: healthResponseSchema },
        503: { description: 'Veritabanına ulaşılamıyor', schema: healthResponseSchema },
      },
    },
    async (c) => {
      let database: { ok: boolean; driver: string } | undefined
      if (ports.repos.health) database = await checkDatabase(ports.repos.health.bind(ports.repos))
      const ok = database?.ok ?? true
      return c.json(
        {
          ok,
          status: ok ? 'ok' : 'degraded',
          time: ports.clock.now().toISOString(),
          source: ports.config.issuesDemoTokens ? 'emulated' : 'network',
          ...(ports.config.version ? { version: ports.config.version } : {}),
          ...(database ? { database } : {}),
          ...(ports.mailer.transport ? { mail: ports.mailer.transport } : {}),
        },
        ok ? 200 : 503,
      )
    },
  )
  return app
}
