import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import { istanbulDay } from '../publishing/istanbul-time'
import type { PageViewCounter } from '../publishing/page-view-counter'
import { siteVisitResource } from '../publishing/published-site-resource'
import { sitePageViewResource } from '../publishing/site-page-view-resource'
import { formSubmissionResource } from '../site-forms/form-submission-resource'
import { FORM_KINDS, type FormKind } from '../site-forms/form-submission.shared'
import { addDays, dayOf, daysOf } from './analytics-range'
import { newestFirst } from './newest-first-scan'
import type { SiteStats } from './site-stats.shared'
import {
  SITE_STATS_DAYS,
  SITE_STATS_TOP,
  siteStatsMessages,
  type SiteStatsDays,
} from './site-stats-range.shared'

// A website's own figures (docs/rules/analytics.md#a-websites-own-figures), for its owner and the team:
// the visits the cookieless counter stored (three grouped counts), the page views and the form
// submissions of the range, the same on every store.

/** The `days` of the query: 30 when absent, else 30 or 90. */
export function siteStatsDays(value: string | undefined): SiteStatsDays {
  if (value === undefined) return 30
  const days = SITE_STATS_DAYS.find((allowed) => String(allowed) === value)
  if (days === undefined) throw new ApiError(400, siteStatsMessages.invalidDays)
  return days
}

const noKinds = () => Object.fromEntries(FORM_KINDS.map((kind) => [kind, 0])) as Record<FormKind, number>

/** The most frequent first (ties in alphabetical order), at most SITE_STATS_TOP. */
function top<T>(items: T[], count: (item: T) => number, name: (item: T) => string): T[] {
  return items
    .sort((a, b) => count(b) - count(a) || name(a).localeCompare(name(b), 'tr'))
    .slice(0, SITE_STATS_TOP)
}

export function createSiteStatsService(deps: { ports: ApiPorts; pageViews: PageViewCounter }) {
  const { repos, clock } = deps.ports

  async function pageViews(websiteId: string, from: string): Promise<SiteStats['pageViews']> {
    // What this process counted and has not written yet belongs in the answer.
    await deps.pageViews.flush()
    const rows = await newestFirst(repos.resource(sitePageViewResource), 'day', from, { websiteId })
    const perPage = new Map<string, number>()
    for (const row of rows) perPage.set(row.path, (perPage.get(row.path) ?? 0) + row.views)
    const pages = [...perPage].map(([path, views]) => ({ path, views }))
    return {
      total: pages.reduce((sum, page) => sum + page.views, 0),
      pages: top(
        pages,
        (page) => page.views,
        (page) => page.path,
      ),
    }
  }

  async function submissions(websiteId: string, days: string[]): Promise<SiteStats['submissions']> {
    const from = days[0] ?? ''
    // Instants: read from a day early (time zones), then kept by their Istanbul day.
    const since = `${addDays(from, -1)}T00:00:00.000Z`
    const records = await newestFirst(repos.resource(formSubmissionResource), 'createdAt', since, {
      websiteId,
    })
    const perDay = new Map(days.map((day) => [day, noKinds()]))
    const byKind = noKinds()
    let total = 0
    for (const record of records) {
      const counts = perDay.get(dayOf(record.createdAt))
      if (!counts) continue
      counts[record.kind]++
      byKind[record.kind]++
      total++
    }
    return { total, byKind, days: days.map((day) => ({ day, byKind: perDay.get(day) ?? noKinds() })) }
  }

  return {
    async figures(websiteId: string, query: { days?: string | undefined }): Promise<SiteStats> {
      const length = siteStatsDays(query.days)
      const to = istanbulDay(clock.now())
      const from = addDays(to, -(length - 1))
      const days = daysOf({ from, to, days: length, bucket: 'day' })
      const visits = repos.resource(siteVisitResource)
      const inRange = { filter: { websiteId }, oneOf: { field: 'day' as const, values: days } }
      const [perDay, devices, referrers, views, sent] = await Promise.all([
        visits.countBy('day', inRange),
        visits.countBy('device', inRange),
        visits.countBy('referrer', inRange),
        pageViews(websiteId, from),
        submissions(websiteId, days),
      ])
      const visitorsOn = new Map(perDay.map(({ value, count }) => [value, count]))
      const deviceCount = new Map(devices.map(({ value, count }) => [value, count]))
      const hosts = referrers.map(({ value, count }) => ({ host: value ?? '', count }))
      return {
        range: { from, to, days: length },
        visitors: {
          total: perDay.reduce((sum, { count }) => sum + count, 0),
          days: days.map((day) => ({ day, count: visitorsOn.get(day) ?? 0 })),
        },
        devices: {
          mobile: deviceCount.get('mobile') ?? 0,
          tablet: deviceCount.get('tablet') ?? 0,
          desktop: deviceCount.get('desktop') ?? 0,
        },
        referrers: top(
          hosts,
          (referrer) => referrer.count,
          (referrer) => referrer.host,
        ),
        pageViews: views,
        submissions: sent,
      }
    },
  }
}
export type SiteStatsService = ReturnType<typeof createSiteStatsService>
