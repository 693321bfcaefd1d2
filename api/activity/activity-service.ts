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

// The activity log keeps the newest ACTIVITY_LOG_CAP entries; every entry is also a live event, sent
// once the entry's transaction commits (docs/rules/live-updates.md).
export function createActivityService(ports: ApiPorts, events: EventBus, cap = ACTIVITY_LOG_CAP) {
  return {
    /** The newest `limit` entries, newest first. */
    recent: (limit: number) => ports.repos.activityLog.list({ limit }),

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
      await repos.activityLog.pruneToLatest(cap)
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
