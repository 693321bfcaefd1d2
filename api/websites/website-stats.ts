import type { Repositories } from '../ports'
import { siteVisitResource } from '../publishing/published-site-resource'
import type { WebsiteStats } from './website.shared'

// The back-office's website figures. Visitors are the published sites' counted visits (one row per
// visitor, site and day; docs/rules/websites.md#visitors), 0 before any visit.

export async function websiteStats(repos: Repositories): Promise<WebsiteStats> {
  const [total, active, totalVisitors] = await Promise.all([
    repos.websites.count(),
    repos.websites.count({ filter: { status: 'active' } }),
    repos.resource(siteVisitResource).count(),
  ])
  return { total, active, totalVisitors, averageVisitors: total ? Math.round(totalVisitors / total) : 0 }
}

/** The counted visitors of each of `websiteIds` (0 for a site nobody visited), in one grouped count. */
export async function countedVisitors(
  repos: Repositories,
  websiteIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(websiteIds.map((id) => [id, 0]))
  if (websiteIds.length === 0) return counts
  const grouped = await repos
    .resource(siteVisitResource)
    .countBy('websiteId', { oneOf: { field: 'websiteId', values: websiteIds } })
  for (const { value, count } of grouped) if (value !== null) counts.set(value, count)
  return counts
}
