import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { ApiPorts } from '../ports'
import { defaultSystemSettings, type SystemSettings } from './settings.shared'
import {
  SECRET_SETTINGS,
  toAdminSettings,
  type AdminSettings,
  type SecretSetting,
  type SettingsPatch,
} from './settings-admin.shared'
import { assertStoredSmtpPasswordStays } from './smtp-password-binding'
import { mergeSettings, SETTINGS_RESOURCE, type SettingsService } from './settings-service'

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  audit: AuditService
}

const CLEAR_FLAG: Record<SecretSetting, 'clearSmtpPassword' | 'clearApiKey'> = {
  smtpPassword: 'clearSmtpPassword',
  apiKey: 'clearApiKey',
}

/** The stored settings with the input applied (docs/rules/system-settings.md#secrets). */
export function applySettingsInput(current: SystemSettings, input: SettingsPatch): SystemSettings {
  const { smtpPasswordSet: _s, apiKeySet: _a, clearSmtpPassword: _c, clearApiKey: _k, ...fields } = input
  const next: SystemSettings = { ...current }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if ((SECRET_SETTINGS as readonly string[]).includes(key) && value === '') continue
    ;(next as Record<string, unknown>)[key] = value
  }
  for (const secret of SECRET_SETTINGS) if (input[CLEAR_FLAG[secret]] === true) next[secret] = ''
  return next
}

/** What the audit trail keeps: never a secret, only whether it is stored and whether it was replaced. */
function auditView(settings: SystemSettings, before?: SystemSettings): Record<string, unknown> {
  const view: Record<string, unknown> = { ...settings }
  for (const secret of SECRET_SETTINGS) {
    const value = settings[secret]
    view[secret] = value === '' ? 'yok' : before && before[secret] !== value ? 'yenilendi' : 'kayıtlı'
  }
  return view
}

// The settings' writes (PUT, PATCH, reset): one transaction stores the document, its audit row and the
// activity entry; the entry's live event, sent on commit, tells every process to drop its cached copy.
export function createSettingsWrites({ ports, settings, activity, audit }: Deps) {
  async function write(
    actor: Actor,
    action: string,
    next: (current: SystemSettings) => SystemSettings,
  ): Promise<AdminSettings> {
    const saved = await ports.repos.transaction(async (tx) => {
      await tx.lock('system-settings')
      const current = mergeSettings(await tx.settings.get())
      const value = next(current)
      await tx.settings.put(value)
      const change = { actor, resource: SETTINGS_RESOURCE, recordId: 'system' }
      await audit.updated(tx, change, auditView(current), auditView(value, current))
      await activity.log(
        {
          ...activityActor(actor),
          action,
          details: action,
          type: 'system',
          severity: value.maintenanceMode !== current.maintenanceMode ? 'warning' : 'info',
          subject: { resource: SETTINGS_RESOURCE, recordId: 'system' },
        },
        tx,
      )
      return value
    })
    settings.invalidate()
    return toAdminSettings(saved)
  }

  return {
    /** PUT and PATCH: the fields sent, secrets kept unless replaced or cleared. */
    update: (input: SettingsPatch, actor: Actor) =>
      write(actor, 'Sistem ayarları güncellendi', (current) => {
        const next = applySettingsInput(current, input)
        assertStoredSmtpPasswordStays(current, next, Boolean(input.smtpPassword))
        return next
      }),

    /** Every field back to its default; the two secrets are kept (clearing them is explicit). */
    reset: (actor: Actor) =>
      write(actor, 'Sistem ayarları sıfırlandı', (current) => ({
        ...defaultSystemSettings,
        smtpPassword: current.smtpPassword,
        apiKey: current.apiKey,
      })),
  }
}
export type SettingsWrites = ReturnType<typeof createSettingsWrites>
