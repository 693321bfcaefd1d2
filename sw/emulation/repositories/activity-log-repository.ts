import type { ActivityLogRepository } from '../../../api/ports/platform-repositories'
import type { ActivityLogEntry } from '../../../api/schemas/activity-log'
import type { EmulationScope } from '../dexie-transaction'
import { countRecords, listRecords, type QuerySpec } from './record-query'
import { insertRecord } from './record-writes'

const query: QuerySpec<ActivityLogEntry> = {
  fields: ['id', 'timestamp', 'user', 'userEmail', 'action', 'type', 'severity', 'ipAddress'],
  searchFields: ['user', 'userEmail', 'action', 'details'],
  defaultOrder: 'timestamp',
  timestampFields: ['timestamp'],
  indexedFields: [],
}

/** search: user, userEmail, action, details. Default order: timestamp descending. */
export function activityLogRepository(scope: EmulationScope): ActivityLogRepository {
  const own = ['activityLog'] as const
  return {
    append: (entry) =>
      scope.run('rw', own, (t) =>
        insertRecord(t.activityLog, { table: 'activity_log', timestampFields: query.timestampFields }, entry),
      ),
    list: (options) => scope.run('r', own, (t) => listRecords(t.activityLog, query, options)),
    count: (options) => scope.run('r', own, (t) => countRecords(t.activityLog, query, options)),
    pruneToLatest: (keep) =>
      scope.run('rw', own, async (t) => {
        // [timestamp+id] descending is exactly "newest first, id as tie-breaker".
        const stale = await t.activityLog
          .orderBy('[timestamp+id]')
          .reverse()
          .offset(Math.max(0, keep))
          .primaryKeys()
        if (stale.length > 0) await t.activityLog.bulkDelete(stale)
      }),
  }
}
