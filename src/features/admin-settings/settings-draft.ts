// The screen's working copy of the settings: the answer's fields plus the two "clear this secret" flags;
// sent whole with PUT (docs/rules/system-settings.md#the-api).
import type { AdminSettings, SettingsPut } from '../../../api/settings/settings-admin.shared'

export type SettingsDraft = AdminSettings & { clearSmtpPassword?: boolean; clearApiKey?: boolean }

export const toSettingsPut = (draft: SettingsDraft): SettingsPut => draft

/** `data.errors` of a 400 as field → message ('' names the whole form). */
export function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { data?: { errors?: Array<{ path?: unknown; message?: unknown }> } } | null)?.data
    ?.errors
  if (!Array.isArray(errors)) return {}
  const out: Record<string, string> = {}
  for (const error of errors) {
    if (typeof error.path === 'string' && typeof error.message === 'string') out[error.path] ??= error.message
  }
  return out
}
