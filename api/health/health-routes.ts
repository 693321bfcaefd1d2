import { z } from 'zod'
import { defineRoute } from '../routes/define-route'
import type { DatabaseCheck } from './health-service'

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  time: z.string(),
  source: z.enum(['network', 'emulated']),
  version: z.string().optional(),
  database: z.object({ ok: z.boolean(), driver: z.string() }).optional(),
  mail: z.string().optional(),
})

export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  database: z.object({ ok: z.boolean(), driver: z.string() }).optional(),
  draining: z.boolean(),
})

// GET /health: `ok` tells the client the backend is available (503 when the database is not).
// GET /health/ready: whether THIS process should get requests — for a load balancer's check
// (docs/rules/deployment.md): 503 when its database does not answer or it is shutting down.
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
      const database: DatabaseCheck | undefined = await services.health.database()
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
  defineRoute({
    method: 'get',
    path: '/health/ready',
    summary: 'Bu sunucu işlemi istek alabilir mi',
    tag: 'Sistem',
    access: 'public',
    responses: {
      200: { description: 'Hazır', schema: readinessResponseSchema },
      503: {
        description: 'Veritabanına ulaşılamıyor ya da işlem kapanıyor',
        schema: readinessResponseSchema,
      },
    },
    handler: async ({ c, services }) => {
      const database: DatabaseCheck | undefined = await services.health.database()
      const draining = services.health.draining
      const ready = (database?.ok ?? true) && !draining
      return c.json({ ready, ...(database ? { database } : {}), draining }, ready ? 200 : 503)
    },
  }),
]
