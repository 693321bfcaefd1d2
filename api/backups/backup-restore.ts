import type { ResourceDeclaration } from '../kernel/resource'
import type { Repositories } from '../ports'
import { defaultSystemSettings, type SystemSettings } from '../settings/settings.shared'
import { BACKUP_FORMAT, BACKUP_VERSION, readBackupLines, type BackupHeader } from './backup-format'
import { backupResources } from './backup-order'

// Restoring a backup (docs/rules/backups.md#restore) into repositories whose backed-up resources are
// empty: the host empties them first (server/backups/restore-database.ts), in the same transaction.
// Each record is checked against its resource's schema and created as it was; a file cut short (no
// end line) or of another format throws, and the caller's transaction rolls everything back.

export class BackupFormatError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkHeader(line: unknown): BackupHeader {
  if (!isObject(line) || line.format !== BACKUP_FORMAT) {
    throw new BackupFormatError('not a SiteKur backup (the first line names no sitekur-backup format)')
  }
  if (typeof line.version !== 'number' || line.version > BACKUP_VERSION) {
    throw new BackupFormatError(`backup format version ${String(line.version)} is newer than this server's`)
  }
  return line as unknown as BackupHeader
}

/** Restores `body` into `repos`; answers the number of records created per resource. */
export async function restoreBackup(
  repos: Repositories,
  body: ReadableStream<Uint8Array>,
  declarations: readonly ResourceDeclaration[] = backupResources(),
): Promise<Record<string, number>> {
  const byName = new Map(declarations.map((d) => [d.name, d]))
  const counts: Record<string, number> = {}
  let header: BackupHeader | null = null
  let ended: Record<string, number> | null = null
  for await (const line of readBackupLines(body)) {
    if (!header) {
      header = checkHeader(line)
      for (const name of header.resources) {
        if (!byName.has(name)) throw new BackupFormatError(`the backup holds an unknown resource: ${name}`)
      }
      continue
    }
    if (ended) throw new BackupFormatError('lines after the end line')
    if (!isObject(line)) throw new BackupFormatError('a line is not a JSON object')
    if (isObject(line.settings)) {
      await repos.settings.put({ ...defaultSystemSettings, ...line.settings } as SystemSettings)
    } else if (typeof line.r === 'string') {
      const declaration = byName.get(line.r)
      if (!declaration) throw new BackupFormatError(`a record of an unknown resource: ${line.r}`)
      const parsed = declaration.schema.safeParse(line.d)
      if (!parsed.success) {
        throw new BackupFormatError(`a ${line.r} record does not fit this version's schema`)
      }
      await repos.resource(declaration).create(parsed.data)
      counts[line.r] = (counts[line.r] ?? 0) + 1
    } else if (line.end === true && isObject(line.counts)) {
      ended = line.counts as Record<string, number>
    } else {
      throw new BackupFormatError('a line is neither settings, a record nor the end')
    }
  }
  if (!header) throw new BackupFormatError('the backup is empty')
  if (!ended) throw new BackupFormatError('the backup was cut short (no end line)')
  for (const [name, count] of Object.entries(ended)) {
    if ((counts[name] ?? 0) !== count) {
      throw new BackupFormatError(`${name}: ${counts[name] ?? 0} records read, the end line says ${count}`)
    }
  }
  return counts
}
