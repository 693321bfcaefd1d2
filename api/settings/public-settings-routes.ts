import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import type { RouteRegistry } from '../openapi/registry'
import type { Services } from '../services'
import { publicSettingsResponseSchema } from '../schemas/public-settings'

// GET /api/settings/public: the few settings shown before anyone is signed in (sign-up rules) and
// the support line of the customer dashboards. Named keys only: nothing private can slip out.
export function publicSettingsRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/settings/public',
      summary: 'Herkese açık ayarlar: kayıt kuralları ve WhatsApp destek hattı',
      tag: 'Sistem',
      access: 'none',
      responses: { 200: { description: 'Ayarlar', schema: publicSettingsResponseSchema } },
    },
    async (c) => {
      const { passwordMinLength, registrationEnabled, whatsappNumber } = await services.settings.get()
      c.header('Cache-Control', 'no-cache')
      return c.json({
        success: true,
        passwordMinLength,
        registrationEnabled,
        whatsappNumber: whatsappNumber.trim() || null,
      })
    },
  )
  return app
}
