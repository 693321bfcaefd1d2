// What the public settings tell the dashboards: the support WhatsApp line (GET /api/settings/public).
import { z } from 'zod'
import { api } from '../api-client'
import { useResourceQuery } from './resource-query'

export const PUBLIC_SETTINGS_PATH = '/api/settings/public'

export const publicSettingKeys = {
  all: ['public-settings'] as const,
  whatsapp: ['public-settings', 'whatsapp'] as const,
}

// The line when the settings carry one (else use-support-number.ts uses the default).
const whatsappSettingSchema = z
  .object({ whatsappNumber: z.string().optional().catch(undefined) })
  .transform((answer) => answer.whatsappNumber?.trim() || null)

export const useWhatsappSetting = () =>
  useResourceQuery(
    publicSettingKeys.whatsapp,
    (signal) => api.get(PUBLIC_SETTINGS_PATH, { schema: whatsappSettingSchema, signal }),
    { poll: false },
  )
