import type { Clock, EventBus } from '../ports/infrastructure'
import type { Repositories } from '../ports'
import { RESYNC_RESOURCE, SETTINGS_RESOURCE } from '../live/live-event.shared'
import { defaultSystemSettings, systemSettingsSchema, type SystemSettings } from './settings.shared'

export { SETTINGS_RESOURCE }
/** The longest a process serves settings it has not re-read, should a change event be missed. */
export const SETTINGS_MAX_AGE_MS = 60_000

/** Stored settings merged over the defaults; a stored value that no longer validates falls back to its default. */
export function mergeSettings(stored: Partial<SystemSettings> | null): SystemSettings {
  if (!stored) return defaultSystemSettings
  const merged = systemSettingsSchema.safeParse({ ...defaultSystemSettings, ...stored })
  if (merged.success) return merged.data
  const out: Record<string, unknown> = { ...defaultSystemSettings }
  for (const [key, value] of Object.entries(stored)) {
    const field = systemSettingsSchema.shape[key as keyof SystemSettings]
    if (field && field.safeParse(value).success) out[key] = value
  }
  return systemSettingsSchema.parse(out)
}

interface Deps {
  repos: Repositories
  clock: Clock
  events?: EventBus
}

// The one way to read the settings (docs/decisions/0020-settings-cache.md): read once, kept in this
// process and served from memory, so a request costs no query. A write in this process drops the copy at
// once; other processes on the same database drop theirs when the settings event arrives over the event
// bus (LISTEN/NOTIFY), and at the latest after SETTINGS_MAX_AGE_MS should that event be lost.
export function createSettingsService({ repos, clock, events }: Deps) {
  let cached: { value: SystemSettings; at: number } | null = null
  let loading: Promise<SystemSettings> | null = null
  /** Bumped by every invalidation: a read that started before one does not store what it read. */
  let generation = 0
  let reads = 0

  function invalidate() {
    generation++
    cached = null
    loading = null
  }
  events?.subscribe((event) => {
    if (event.resource === SETTINGS_RESOURCE || event.resource === RESYNC_RESOURCE) invalidate()
  })

  function load(): Promise<SystemSettings> {
    const started = generation
    reads++
    const promise = repos.settings.get().then(
      (stored) => {
        const value = mergeSettings(stored)
        if (started === generation) cached = { value, at: clock.now().getTime() }
        if (loading === promise) loading = null
        return value
      },
      (error: unknown) => {
        if (loading === promise) loading = null
        throw error
      },
    )
    loading = promise
    return promise
  }

  return {
    get(): Promise<SystemSettings> {
      if (cached && clock.now().getTime() - cached.at < SETTINGS_MAX_AGE_MS)
        return Promise.resolve(cached.value)
      return loading ?? load()
    },
    /** Drops this process's copy (after a write here, or a change announced by another process). */
    invalidate,
    /** How many times the store was read (the bench reports it per request). */
    storeReads: () => reads,
  }
}
export type SettingsService = ReturnType<typeof createSettingsService>
