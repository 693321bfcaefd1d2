import type { ApiPorts, Repositories } from '../ports'
import type { AuditAction, AuditRecord } from './audit.shared'
import type { Actor } from './actor'
import { changedFields, redact } from './audit-diff'
import { auditResource } from './audit-resource'

type Fields = Record<string, unknown>

export interface AuditChange {
  actor: Actor
  /** The declared resource name ('users', 'websites', …). */
  resource: string
  recordId: string
  reason?: string | null
}

// The audit trail: append-only, never pruned. Services call it with the repositories of the
// transaction that makes the change, so the record and its history commit together.
export function createAuditService(ports: ApiPorts) {
  async function append(
    repos: Repositories,
    change: AuditChange,
    action: AuditAction,
    before: Fields | null,
    after: Fields | null,
  ): Promise<void> {
    const row: AuditRecord = {
      id: ports.ids.uuid(),
      at: ports.clock.now().toISOString(),
      actorId: change.actor.id,
      actorName: change.actor.name,
      actorEmail: change.actor.email,
      ipAddress: change.actor.ip,
      resource: change.resource,
      recordId: change.recordId,
      action,
      before,
      after,
      reason: change.reason?.trim() || null,
    }
    await repos.resource(auditResource).create(row)
  }

  return {
    created: (repos: Repositories, change: AuditChange, record: object) =>
      append(repos, change, 'create', null, redact(record as Fields)),

    /** Records the fields that changed; nothing when none did. */
    async updated(repos: Repositories, change: AuditChange, before: object, after: object) {
      const diff = changedFields(before as Fields, after as Fields)
      if (diff) await append(repos, change, 'update', diff.before, diff.after)
    },

    deleted: (repos: Repositories, change: AuditChange, record: object) =>
      append(repos, change, 'delete', redact(record as Fields), null),

    /** A member of the team read a customer's private records: what they read, and their reason. */
    viewed: (repos: Repositories, change: AuditChange & { reason: string }, what: object) =>
      append(repos, change, 'view', null, what as Fields),

    /** A record's history, newest first. */
    history(resource: string, recordId: string, limit = 100): Promise<AuditRecord[]> {
      return ports.repos.resource(auditResource).list({ filter: { resource, recordId }, limit })
    },
  }
}
export type AuditService = ReturnType<typeof createAuditService>
