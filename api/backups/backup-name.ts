// A backup's name says when it was taken and why (docs/rules/backups.md#names); it is the only thing a
// download names, so a name that does not match this exact pattern is refused before any store is asked
// (no path, no '..', no other file of the backups directory).

export type BackupKind = 'auto' | 'manual' | 'clear'

const NAME = /^sitekur-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-(auto|manual|clear)\.ndjson\.gz$/

/** `sitekur-20261126T180000123Z-manual.ndjson.gz` for a manual backup taken at that UTC instant. */
export function backupName(at: Date, kind: BackupKind): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '')
  return `sitekur-${stamp}-${kind}.ndjson.gz`
}

/** The instant and kind a valid name carries, or null for any other string. */
export function parseBackupName(name: string): { createdAt: string; kind: BackupKind } | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, y, mo, d, h, mi, s, ms, kind] = match
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`)
  if (Number.isNaN(at.getTime())) return null
  return { createdAt: at.toISOString(), kind: kind as BackupKind }
}
