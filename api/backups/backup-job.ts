import { defineJob } from '../jobs/job'
import type { SystemSettings } from '../settings/settings.shared'
import type { ApiPorts } from '../ports'
import type { SettingsService } from '../settings/settings-service'
import { backupMessages } from './backup-messages.shared'
import { createBackupService } from './backup-service'

// The automatic backup (docs/rules/backups.md#automatic-backups): hourly, the job takes a backup when
// auto backup is on and the chosen frequency has passed since the newest backup of any kind.

const HOUR = 3_600_000
export const BACKUP_PERIOD_MS: Record<SystemSettings['backupFrequency'], number> = {
  hourly: HOUR,
  daily: 24 * HOUR,
  weekly: 7 * 24 * HOUR,
  monthly: 30 * 24 * HOUR,
}
/** An hourly job lands a little before the hour is full: that much early still counts as due. */
export const BACKUP_EARLY_MS = 5 * 60_000

/** Whether a backup is due at `now` after the newest one at `last` (null: none yet). */
export function backupDue(
  frequency: SystemSettings['backupFrequency'],
  last: string | null,
  now: Date,
): boolean {
  if (!last) return true
  return now.getTime() - Date.parse(last) >= BACKUP_PERIOD_MS[frequency] - BACKUP_EARLY_MS
}

/** What the automatic backup uses: the settings (on? how often?) and the backup store. */
export interface AutoBackupDeps {
  ports: ApiPorts
  settings: Pick<SettingsService, 'get'>
}

export async function runAutomaticBackup(deps: AutoBackupDeps, now: Date) {
  const settings = await deps.settings.get()
  if (!settings.autoBackup) return { summary: backupMessages.autoBackupOff, items: 0, failures: 0 }
  const backups = createBackupService(deps.ports)
  if (!backups.available()) return { summary: backupMessages.unavailable, items: 0, failures: 0 }
  const last = (await backups.list())[0]?.createdAt ?? null
  if (!backupDue(settings.backupFrequency, last, now)) {
    return { summary: backupMessages.notDue(last ?? ''), items: 0, failures: 0 }
  }
  const taken = await backups.take('auto')
  return { summary: `${taken.name} (${taken.size} B)`, items: 1, failures: 0 }
}

export const backupJob = defineJob({
  name: 'backup',
  label: 'Otomatik yedekleme',
  schedule: '45 * * * *',
  run: (services, now) => runAutomaticBackup(services, now),
})
