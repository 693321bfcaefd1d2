import { activityActor, type Actor } from '../audit/actor'
import { phraseMatches } from '../domain/confirm-phrase'
import { ApiError } from '../lib/http'
import type { ResourceDeclaration } from '../kernel/resource'
import { resources } from '../kernel/resources'
import type { Services } from '../services'
import { backupMessages } from '../schemas/backup-messages'
import { customerDataResources } from './backup-order'
import { createBackupService, type BackupInfo } from './backup-service'

// 'Clear Database' (docs/rules/backups.md#clear-database): after the typed phrase and a backup, every
// record of the resources declared `customerData` goes (children first), then every user who is not an admin (and, by the declared
// ON DELETE, what they own). Admins, settings, packages, the invoice series, the activity log, the audit
// trail and the job runs stay. A run cut short is finished by running it again.

const PAGE = 200

async function deleteAll(
  services: Services,
  declaration: ResourceDeclaration,
  keep: (record: Record<string, unknown>) => boolean = () => false,
): Promise<number> {
  const repo = services.ports.repos.resource(declaration)
  let removed = 0
  for (let offset = 0; ;) {
    const page = await repo.list({ orderBy: { field: 'id', direction: 'asc' }, limit: PAGE, offset })
    for (const record of page) {
      if (keep(record as Record<string, unknown>)) {
        offset++
        continue
      }
      if (!(await repo.delete(record.id))) continue
      removed++
      const storageKey = (record as { storageKey?: unknown }).storageKey
      if (declaration.name === 'uploads' && typeof storageKey === 'string') {
        await services.ports.files?.delete(storageKey).catch(() => false)
      }
    }
    if (page.length < PAGE) return removed
  }
}

export async function clearDatabase(
  services: Services,
  input: { confirmation: string },
  actor: Actor,
): Promise<{ backup: BackupInfo; removed: number }> {
  if (!phraseMatches(input.confirmation, backupMessages.clearPhrase)) {
    throw new ApiError(400, backupMessages.clearPhraseWrong)
  }
  const backup = await createBackupService(services.ports).take('clear')
  let removed = 0
  for (const declaration of customerDataResources()) removed += await deleteAll(services, declaration)
  const users = resources.users as unknown as ResourceDeclaration
  removed += await deleteAll(services, users, (user) => user.role === 'admin')
  const repos = services.ports.repos
  await services.audit.deleted(
    repos,
    { actor, resource: 'database', recordId: 'customer-data', reason: backup.name },
    { removed, backup: backup.name },
  )
  await services.activity.log({
    ...activityActor(actor),
    action: backupMessages.clearAction,
    details: backupMessages.clearDetails(backup.name, removed),
    type: 'system',
    severity: 'warning',
    subject: { resource: 'database' },
  })
  return { backup, removed }
}
