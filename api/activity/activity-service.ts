import type { ApiPorts, Repositories } from '../ports'
import { ACTIVITY_LOG_CAP, type ActivityLogEntry } from '../schemas/activity-log'

export type ActivityInput = Omit<ActivityLogEntry, 'id' | 'timestamp' | 'ipAddress'> & {
  ipAddress?: string | null
}

// The activity log keeps the newest ACTIVITY_LOG_CAP entries.
export function createActivityService(ports: ApiPorts, cap = ACTIVITY_LOG_CAP) {
  return {
    /** Appends an entry; pass the repositories of a running transaction to log inside it. */
    async log(entry: ActivityInput, repos: Repositories = ports.repos): Promise<void> {
      await repos.activityLog.append({
        id: ports.ids.uuid(),
        timestamp: ports.clock.now().toISOString(),
        ...entry,
        ipAddress: entry.ipAddress ?? null,
      })
      await repos.activityLog.pruneToLatest(cap)
    },
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
