// A website's own figures: GET /api/me/websites/:id/stats?days=30|90 (docs/rules/analytics.md#a-websites-own-figures).
// Keys live under 'websites', so whatever refreshes the customer's websites refreshes these too.
import type { SiteStats } from '../../../api/analytics/site-stats.shared'
import type { SiteStatsDays } from '../../../api/analytics/site-stats-range.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'
import { websiteKeys } from './websites'

export const siteStatsKeys = {
  of: (id: string, days: SiteStatsDays) => [...websiteKeys.all, 'stats', id, days] as const,
}

const schema = lazySchema(() =>
  import('../../../api/analytics/site-stats.shared').then((m) =>
    m.siteStatsResponseSchema.transform((answer): SiteStats => answer.data),
  ),
)

export function fetchSiteStats(id: string, days: SiteStatsDays, signal?: AbortSignal): Promise<SiteStats> {
  return api.get(`/api/me/websites/${encodeURIComponent(id)}/stats?days=${days}`, { schema, signal })
}

export const useSiteStats = (id: string, days: SiteStatsDays) =>
  useResourceQuery(siteStatsKeys.of(id, days), (signal) => fetchSiteStats(id, days, signal))
