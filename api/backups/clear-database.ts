import { activityActor, type Actor } from '../audit/actor'
import { deleteUploadFiles } from '../uploads/image-variants'
import type { UploadRecord } from '../uploads/upload.shared'
import type { OutgoingMailRecord } from '../auth/auth-records.shared'
import { deleteMailAttachments } from '../mail/mail-attachments'
import { phraseMatches } from '../lib/confirm-phrase.shared'
import { ApiError } from '../lib/http'
import type { ResourceDeclaration } from '../kernel/resource'
import { resources } from '../kernel/resources'
import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import type { ApiPorts } from '../ports'
import { backupMessages } from './backup-messages.shared'
import { customerDataResources } from './backup-order'
import { createBackupService, type BackupInfo } from './backup-service'

// 'Clear Database' (docs/rules/backups.md#clear-database): after the typed phrase and a backup, every
// record of the resources declared `customerData` goes (children first), then every user who is not an admin (and, by the declared
// ON DELETE, what they own). Admins, settings, packages, the invoice series, the activity log, the audit
// trail and the job runs stay. A run cut short is finished by running it again.

const PAGE = 200

/** What clearing uses: the store, the files and the backups, the audit trail and the activity log. */
export interface ClearDeps {
  ports: ApiPorts
  audit: Pick<AuditService, 'deleted'>
  activity: Pick<ActivityService, 'log'>
}

async function deleteAll(
  { ports }: Pick<ClearDeps, 'ports'>,
  declaration: ResourceDeclaration,
  keep: (record: Record<string, unknown>) => boolean = () => false,
): Promise<number> {
  const repo = ports.repos.resource(declaration)
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
      if (declaration.name === 'uploads') await deleteUploadFiles(ports.files, record as UploadRecord)
      if (declaration.name === 'mailQueue')
        await deleteMailAttachments(ports, (record as OutgoingMailRecord).attachments)
    }
    if (page.length < PAGE) return removed
  }
}

export async function clearDatabase(
  deps: ClearDeps,
  input: { confirmation: string },
  actor: Actor,
): Promise<{ backup: BackupInfo; removed: number }> {
  if (!phraseMatches(input.confirmation, backupMessages.clearPhrase)) {
    throw new ApiError(400, backupMessages.clearPhraseWrong)
  }
  const backup = await createBackupService(deps.ports).take('clear')
  let removed = 0
  for (const declaration of customerDataResources()) removed += await deleteAll(deps, declaration)
  const users = resources.users as unknown as ResourceDeclaration
  removed += await deleteAll(deps, users, (user) => user.role === 'admin')
  await deps.audit.deleted(
    deps.ports.repos,
    { actor, resource: 'database', recordId: 'customer-data', reason: backup.name },
    { removed, backup: backup.name },
  )
  await deps.activity.log({
    ...activityActor(actor),
    action: backupMessages.clearAction,
    details: backupMessages.clearDetails(backup.name, removed),
    type: 'system',
    severity: 'warning',
    subject: { resource: 'database' },
  })
  return { backup, removed }
}
