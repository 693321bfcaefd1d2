// The back-office's analytics: GET /api/admin/analytics?from&to (docs/rules/analytics.md).
import type { Analytics } from '../../../api/analytics/analytics.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'

export const ADMIN_ANALYTICS_PATH = '/api/admin/analytics'

export interface AnalyticsRangeParams {
  from: string
  to: string
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (range: AnalyticsRangeParams) => ['analytics', range] as const,
}

const schema = lazySchema(() =>
  import('../../../api/analytics/analytics.shared').then((m) =>
    m.analyticsResponseSchema.transform((a) => a.data),
  ),
)

export function fetchAnalytics(range: AnalyticsRangeParams, signal?: AbortSignal): Promise<Analytics> {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  return api.get(`${ADMIN_ANALYTICS_PATH}?${query.toString()}`, { schema, signal })
}

export const useAnalytics = (range: AnalyticsRangeParams) =>
  useResourceQuery(analyticsKeys.range(range), (signal) => fetchAnalytics(range, signal))
