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

/** The counted visitors of one website. */
export function countedVisitors(repos: Repositories, websiteId: string): Promise<number> {
  return repos.resource(siteVisitResource).count({ filter: { websiteId } })
}
