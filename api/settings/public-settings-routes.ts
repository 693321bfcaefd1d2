import { defineRoute } from '../routes/define-route'
import { publicSettingsResponseSchema } from './public-settings.shared'

// GET /api/settings/public: the few settings shown before anyone is signed in (sign-up rules) and
// the support line of the customer dashboards. Named keys only: nothing private can slip out.
export const publicSettingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/settings/public',
    summary:
      'Herkese açık ayarlar: kayıt kuralları, WhatsApp destek hattı, varsayılan tema, dil, saat dilimi, bakım modu',
    tag: 'Sistem',
    access: 'public',
    responses: { 200: { description: 'Ayarlar', schema: publicSettingsResponseSchema } },
    handler: async ({ c, services }) => {
      const settings = await services.settings.get()
      const { passwordMinLength, registrationEnabled, whatsappNumber } = settings
      c.header('Cache-Control', 'no-cache')
      return c.json({
        success: true,
        passwordMinLength,
        registrationEnabled,
        whatsappNumber: whatsappNumber.trim() || null,
        siteName: settings.siteName,
        theme: settings.theme,
        language: settings.language,
        timezone: settings.timezone,
        maintenanceMode: settings.maintenanceMode,
      })
    },
  }),
]
