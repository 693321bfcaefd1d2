import { z } from 'zod'
import { defineRoute } from '../routes/define-route'
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

type DatabaseCheck = { ok: boolean; driver: string }
// One cached check per API instance (its services), so polling clients share one query.
const lastChecks = new WeakMap<Services, { at: number; result: Promise<DatabaseCheck> }>()

function checkDatabase(services: Services, health: () => Promise<DatabaseCheck>) {
  const now = services.ports.clock.now().getTime()
  const last = lastChecks.get(services)
  if (last && now - last.at < DATABASE_CHECK_TTL_MS) return last.result
  const result = health().catch(() => ({ ok: false, driver: 'unknown' }))
  lastChecks.set(services, { at: now, result })
  return result
}

// GET /health: `ok` tells the client the backend is available (503 when the database is not).
export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Sunucu durumu',
    tag: 'Sistem',
    access: 'public',
    responses: {
      200: { description: 'Çalışıyor', schema: healthResponseSchema },
      503: { description: 'Veritabanına ulaşılamıyor', schema: healthResponseSchema },
    },
    handler: async ({ c, services }) => {
      const { ports } = services
      let database: DatabaseCheck | undefined
      if (ports.repos.health) database = await checkDatabase(services, ports.repos.health.bind(ports.repos))
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
  }),
]
