import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import type { RouteRegistry } from '../openapi/registry'
import type { Services } from '../services'
import { publicSettingsResponseSchema } from '../schemas/public-settings'

// GET /api/settings/public: the few settings the sign-up screen shows before anyone is signed in.
export function publicSettingsRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/settings/public',
      summary: 'Kayıt ekranının okuduğu herkese açık ayarlar',
      tag: 'Sistem',
      access: 'none',
      responses: { 200: { description: 'Ayarlar', schema: publicSettingsResponseSchema } },
    },
    async (c) => {
      const { passwordMinLength, registrationEnabled } = await services.settings.get()
      c.header('Cache-Control', 'no-cache')
      return c.json({ success: true, passwordMinLength, registrationEnabled })
    },
  )
  return app
}
