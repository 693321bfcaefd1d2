// The activity log for admins: GET /api/admin/activity (one page: search, type, severity, sort by time).
// Keys start with the resource's declared name ('activityLog'), so a live event refreshes the list.
import type {
  ActivityLogEntry,
  ActivitySeverity,
  ActivityType,
} from '../../../api/activity/activity-log.shared'
import { lazySchema } from '../api-client'
import { fetchListPage, listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'

export const ADMIN_ACTIVITY_PATH = '/api/admin/activity'

export interface AdminActivityParams extends Omit<ListParams, 'status'> {
  type?: ActivityType
  severity?: ActivitySeverity
}

export const activityKeys = {
  all: ['activityLog'] as const,
  list: (params: AdminActivityParams) => ['activityLog', 'admin', params] as const,
}

const listSchema = lazySchema(() =>
  import('../../../api/activity/activity-log.shared').then((m) => listAnswerSchema(m.activityLogEntrySchema)),
)

/** The list's path with its filters (listUrl knows q, page, pageSize and sort). */
export function activityUrl(params: AdminActivityParams): string {
  const url = new URL(listUrl(ADMIN_ACTIVITY_PATH, params), 'http://x')
  if (params.type) url.searchParams.set('type', params.type)
  if (params.severity) url.searchParams.set('severity', params.severity)
  return `${url.pathname}${url.search}`
}

export function fetchActivity(
  params: AdminActivityParams,
  signal?: AbortSignal,
): Promise<ListPage<ActivityLogEntry>> {
  return fetchListPage(activityUrl(params), listSchema, {}, signal)
}

export const useAdminActivity = (params: AdminActivityParams) =>
  useResourceQuery(activityKeys.list(params), (signal) => fetchActivity(params, signal))
