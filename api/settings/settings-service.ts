import type { Repositories } from '../ports'
import { defaultSystemSettings, systemSettingsSchema, type SystemSettings } from '../schemas/settings'

// Stored settings merged over the defaults; a stored value that no longer validates falls back to
// its default instead of breaking every request that reads settings.
export function createSettingsService(repos: Repositories) {
  return {
    async get(): Promise<SystemSettings> {
      const stored = await repos.settings.get()
      if (!stored) return defaultSystemSettings
      const merged = systemSettingsSchema.safeParse({ ...defaultSystemSettings, ...stored })
      if (merged.success) return merged.data
      const out: Record<string, unknown> = { ...defaultSystemSettings }
      for (const [key, value] of Object.entries(stored)) {
        const field = systemSettingsSchema.shape[key as keyof SystemSettings]
        if (field && field.safeParse(value).success) out[key] = value
      }
      return systemSettingsSchema.parse(out)
    },
  }
}
export type SettingsService = ReturnType<typeof createSettingsService>
