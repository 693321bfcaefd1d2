import type { ApiPorts, Repositories } from '../ports'
import type { EventBus } from '../ports/infrastructure'
import { publishWhenCommitted } from '../live/commit-events'
import { ACTIVITY_LOG_CAP, type ActivityLogEntry } from './activity-log.shared'

export type ActivityInput = Omit<ActivityLogEntry, 'id' | 'timestamp' | 'ipAddress' | 'userId'> & {
  ipAddress?: string | null
  /** The acting user's id (null: a visitor or the system). */
  userId?: string | null
  /** What changed, for the live stream: the resource, the record and the customers it concerns. */
  subject?: { resource: string; recordId?: string | null; userIds?: readonly string[] }
}

/** Appends between two prunes of the log by one process. */
export const ACTIVITY_PRUNE_EVERY = 100

// The activity log keeps the newest ACTIVITY_LOG_CAP entries (docs/rules/activity-and-audit.md#the-logs-entries):
// a process prunes with its first append and then every ACTIVITY_PRUNE_EVERY appends, not with each
// one, and the log's list prunes before it reads, so no reader sees more than the cap. Every entry is
// also a live event, sent once the entry's transaction commits (docs/rules/live-updates.md).
export function createActivityService(ports: ApiPorts, events: EventBus, cap = ACTIVITY_LOG_CAP) {
  let appendsUntilPrune = 1
  return {
    /** The newest `limit` entries, newest first. */
    recent: (limit: number) => ports.repos.activityLog.list({ limit }),

    /** Deletes the entries past the cap: a read of the whole log does this first. */
    keepNewest: () => ports.repos.activityLog.pruneToLatest(cap),

    /** Appends an entry; pass the repositories of a running transaction to log inside it. */
    async log(input: ActivityInput, repos: Repositories = ports.repos): Promise<void> {
      const { subject, ...fields } = input
      const entry: ActivityLogEntry = {
        id: ports.ids.uuid(),
        timestamp: ports.clock.now().toISOString(),
        ...fields,
        userId: fields.userId ?? null,
        ipAddress: fields.ipAddress ?? null,
      }
      await repos.activityLog.append(entry)
      if (--appendsUntilPrune <= 0) {
        appendsUntilPrune = ACTIVITY_PRUNE_EVERY
        await repos.activityLog.pruneToLatest(cap)
      }
      await publishWhenCommitted(events, repos, {
        id: entry.id,
        at: entry.timestamp,
        resource: subject?.resource ?? entry.type,
        recordId: subject?.recordId ?? null,
        action: entry.action,
        userIds: [...(subject?.userIds ?? [])],
        entry,
      })
    },
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
