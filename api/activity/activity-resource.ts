import { defineResource } from '../kernel/resource'
import { activityLogEntrySchema } from './activity-log.shared'

/** The activity log: append-only, newest first, capped (api/activity/activity-service.ts). */
export const activityResource = defineResource({
  name: 'activityLog',
  table: 'activity_log',
  schema: activityLogEntrySchema,
  searchFields: ['user', 'userEmail', 'action', 'details'],
  unique: [],
  indexed: ['timestamp', 'type'],
  timestamps: ['timestamp'],
  defaultOrder: 'timestamp',
})
