import { z } from 'zod'
import { LANGUAGES, THEMES, TIMEZONES } from './settings-options.shared'

/**
 * The 7/24 WhatsApp support line: the default of the settings' `whatsappNumber` (seeded with the
 * settings) and the PWA's fallback while the public settings carry none.
 */
export const DEFAULT_SUPPORT_WHATSAPP = '+90 850 532 74 85'

// GET /api/settings/public: what screens show before (or without) an admin's rights: the sign-up
// rules and the support line. Only these keys: the rest of the settings (SMTP, API key …) stay private.
export const publicSettingsResponseSchema = z.object({
  success: z.literal(true),
  passwordMinLength: z.number().int(),
  registrationEnabled: z.boolean(),
  /** The support line as the admin wrote it; null when the settings have none. */
  whatsappNumber: z.string().nullable(),
  /** The app's defaults (docs/rules/system-settings.md#theme-language-and-time-zone). */
  siteName: z.string(),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  /** Customers' calls answer 503 while on (the app shows its maintenance page). */
  maintenanceMode: z.boolean(),
})
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>
