import type { SettingsRepository } from '../../../api/ports/platform-repositories'
import type { EmulationScope } from '../dexie-transaction'

// One settings document under the key 'system' (the API merges it over its defaults).
export const SYSTEM_SETTINGS_KEY = 'system'

export function settingsRepository(scope: EmulationScope): SettingsRepository {
  const own = ['settings'] as const
  return {
    get: () =>
      scope.run('r', own, async (t) => {
        const row = await t.settings.get(SYSTEM_SETTINGS_KEY)
        return row ? row.value : null
      }),
    put: (settings) =>
      scope.run('rw', own, async (t) => {
        await t.settings.put({ key: SYSTEM_SETTINGS_KEY, value: settings })
      }),
  }
}
