import type { ApiPorts } from '../ports'
import type { BackupStore } from '../ports/backup-store'
import { ApiError } from '../lib/http'
import { writeBackup } from './backup-format'
import { backupMessages } from './backup-messages.shared'
import { backupName, parseBackupName, type BackupKind } from './backup-name'

// Taking, listing and opening backups (docs/rules/backups.md) over the host's BackupStore port.

/** The newest backups kept; older ones are removed after each new backup (docs/rules/backups.md#retention). */
export const BACKUP_RETENTION = 14

export interface BackupInfo {
  name: string
  size: number
  createdAt: string
  kind: BackupKind
}

export function createBackupService(ports: ApiPorts) {
  const store = (): BackupStore => {
    if (!ports.backups) throw new ApiError(503, backupMessages.unavailable)
    return ports.backups
  }

  /** Every backup with a valid name, newest first. */
  async function list(): Promise<BackupInfo[]> {
    const files = await store().list()
    const infos: BackupInfo[] = []
    for (const file of files) {
      const parsed = parseBackupName(file.name)
      if (parsed) infos.push({ name: file.name, size: file.size, ...parsed })
    }
    return infos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name))
  }

  async function prune(): Promise<number> {
    const stale = (await list()).slice(BACKUP_RETENTION)
    for (const backup of stale) await store().remove(backup.name)
    return stale.length
  }

  return {
    /** Whether this host keeps backups at all. */
    available: () => ports.backups !== undefined,
    list,
    /** Takes a backup now from one consistent view of the data, then applies the retention. */
    async take(kind: BackupKind): Promise<BackupInfo> {
      const backups = store()
      const at = ports.clock.now()
      const name = backupName(at, kind)
      const meta = { createdAt: at.toISOString(), appVersion: ports.config.version ?? '0.0.0' }
      const file = await backups.snapshot((repos) => backups.save(name, writeBackup(repos, meta)))
      await prune().catch((error: unknown) =>
        ports.logger.warn('backup pruning failed', { error: String(error) }),
      )
      return { name: file.name, size: file.size, createdAt: at.toISOString(), kind }
    },
    /** The backup's bytes; 400 for a name that is not a backup's, 404 when there is none. */
    async open(name: string) {
      if (!parseBackupName(name)) throw new ApiError(400, backupMessages.invalidName)
      const found = await store().open(name)
      if (!found) throw new ApiError(404, backupMessages.notFound)
      return found
    },
  }
}
export type BackupService = ReturnType<typeof createBackupService>
