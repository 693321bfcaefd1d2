import { desc, notInArray } from 'drizzle-orm'
import type { ActivityLogRepository } from '../../api/ports/platform-repositories'
import type { ActivityLogEntry } from '../../api/schemas/activity-log'
import type { Db } from '../db/database'
import { activityLog } from '../db/schema/system'
import { toIso, toRowValues } from './convert'
import { listQueries } from './crud'
import type { ColumnMap } from './sql-list'

type ActivityRow = typeof activityLog.$inferSelect

function toRecord(row: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    timestamp: toIso(row.timestamp),
    user: row.user,
    userEmail: row.userEmail,
    action: row.action,
    details: row.details,
    type: row.type as ActivityLogEntry['type'],
    severity: row.severity as ActivityLogEntry['severity'],
    ipAddress: row.ipAddress,
  }
}

const columns: ColumnMap<ActivityLogEntry> = {
  id: activityLog.id,
  timestamp: activityLog.timestamp,
  user: activityLog.user,
  userEmail: activityLog.userEmail,
  action: activityLog.action,
  type: activityLog.type,
  severity: activityLog.severity,
  ipAddress: activityLog.ipAddress,
}
const searchColumns = [activityLog.user, activityLog.userEmail, activityLog.action, activityLog.details]

export function activityLogRepository(db: Db): ActivityLogRepository {
  return {
    async append(entry) {
      const values = toRowValues(entry, ['timestamp']) as typeof activityLog.$inferInsert
      const [row] = await db.insert(activityLog).values(values).returning()
      if (!row) throw new Error('Insert returned no row.')
      return toRecord(row)
    },
    ...listQueries(db, {
      table: activityLog,
      id: activityLog.id,
      columns,
      searchColumns,
      defaultOrder: activityLog.timestamp,
      toRecord,
    }),
    async pruneToLatest(keep) {
      const newest = db
        .select({ id: activityLog.id })
        .from(activityLog)
        .orderBy(desc(activityLog.timestamp), desc(activityLog.id))
        .limit(Math.max(0, keep))
      await db.delete(activityLog).where(notInArray(activityLog.id, newest))
    },
  }
}
