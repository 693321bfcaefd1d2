// The system settings (docs/rules/system-settings.md): GET /api/admin/settings, the whole PUT, reset and
// the SMTP connection test. The answer never carries a secret; the public settings follow a write.
import type { AdminSettings, SettingsPut, SmtpTestInput } from '../../../api/settings/settings-admin.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'
import { publicSettingKeys } from './public-settings'
import { write } from './write-outcome'

export const ADMIN_SETTINGS_PATH = '/api/admin/settings'

export const settingsKeys = {
  all: ['settings'] as const,
  admin: ['settings', 'admin'] as const,
}

const schemas = () => import('../../../api/settings/settings-admin.shared')
const settingsSchema = lazySchema(() =>
  schemas().then((m) => m.adminSettingsResponseSchema.transform((answer) => answer.data.settings)),
)
const smtpTestSchema = lazySchema(() => schemas().then((m) => m.smtpTestResponseSchema))

export function fetchAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get(ADMIN_SETTINGS_PATH, { schema: settingsSchema, signal })
}

export const useAdminSettings = () =>
  useResourceQuery(settingsKeys.admin, fetchAdminSettings, { poll: false })

export interface SettingsWriteResult {
  settings: AdminSettings | null
  message: string | null
}

async function writeSettings(send: () => Promise<unknown>): Promise<SettingsWriteResult> {
  const outcome = await write(send, settingsSchema, [settingsKeys.all, publicSettingKeys.all])
  if (outcome.kind === 'queued') return { settings: null, message: null }
  return { settings: outcome.value, message: outcome.message }
}

export const saveSettings = (input: SettingsPut) => writeSettings(() => api.put(ADMIN_SETTINGS_PATH, input))

export const resetSettings = () => writeSettings(() => api.post(`${ADMIN_SETTINGS_PATH}/reset`))

export const testSmtp = (input: SmtpTestInput) =>
  api.post(`${ADMIN_SETTINGS_PATH}/smtp-test`, input, { schema: smtpTestSchema })
