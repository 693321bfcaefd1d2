import { eq } from 'drizzle-orm'
import type { SettingsRepository } from '../../api/ports/platform-repositories'
import type { SystemSettings } from '../../api/settings/settings.shared'
import type { Db } from '../db/database'
import { systemSettings } from '../db/schema/system'

// The system configuration is one JSON document under the key 'system'; the API merges it over
// its defaults, so fields added later need no migration.
export const SYSTEM_SETTINGS_KEY = 'system'

export function settingsRepository(db: Db): SettingsRepository {
  return {
    async get() {
      const [row] = await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, SYSTEM_SETTINGS_KEY))
        .limit(1)
      return row ? (row.value as Partial<SystemSettings>) : null
    },
    async put(settings) {
      const now = new Date()
      await db
        .insert(systemSettings)
        .values({ key: SYSTEM_SETTINGS_KEY, value: settings, updatedAt: now })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: settings, updatedAt: now } })
    },
  }
}
