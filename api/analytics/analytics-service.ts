import type { ApiPorts } from '../ports'
import { siteVisitResource } from '../publishing/published-site-resource'
import { GO_LIVE_PROMISE_MINUTES, type Analytics, type AnalyticsQuery } from './analytics.shared'
import { BUILDER_SECTOR_LABELS } from '../builder/builder-options.shared'
import type { WebsiteRequestRecord } from '../website-requests/website-request.shared'
import { BUSINESS_TYPE_LABELS } from '../website-requests/website-request-labels.shared'
import {
  WEBSITE_REQUEST_STATUSES,
  WEBSITE_REQUEST_STATUS_LABELS,
} from '../website-requests/website-request-status.shared'
import {
  addDays,
  analyticsRange,
  bucketStarts,
  dayOf,
  daysOf,
  monthsOf,
  weekStart,
  type AnalyticsRange,
} from './analytics-range'
import { newestFirst } from './newest-first-scan'
import { invoiceResource } from '../invoices/invoice-resource'

// The back-office's analytics (docs/rules/analytics.md): every figure from the stored records through
// the generic repositories, so the answer is the same on PGlite, PostgreSQL and the offline demo.

const UNSPECIFIED_SECTOR = 'belirtilmemis'

function sectorLabel(sector: string): string {
  if (sector === UNSPECIFIED_SECTOR) return 'Belirtilmemiş'
  const labels: Record<string, string> = { ...BUILDER_SECTOR_LABELS, ...BUSINESS_TYPE_LABELS }
  return labels[sector] ?? sector
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

export function createAnalyticsService(deps: { ports: ApiPorts }) {
  const { repos } = deps.ports

  /** Records whose instant `field` falls on a day of the range (read from a day early: time zones). */
  async function inRange<T extends { id: string }>(
    repo: Parameters<typeof newestFirst<T>>[0],
    field: keyof T & string,
    range: AnalyticsRange,
    filter: Parameters<typeof newestFirst<T>>[3] = {},
  ): Promise<T[]> {
    const records = await newestFirst(repo, field, `${addDays(range.from, -1)}T00:00:00.000Z`, filter)
    return records.filter((record) => {
      const day = dayOf(String(record[field]))
      return day >= range.from && day <= range.to
    })
  }

  async function signUps(range: AnalyticsRange): Promise<Analytics['signUps']> {
    const users = await inRange(repos.users, 'createdAt', range)
    const bucketOf = (day: string) => (range.bucket === 'day' ? day : weekStart(day))
    const counts = countBy(users, (user) => bucketOf(dayOf(user.createdAt)))
    const buckets = bucketStarts(range).map((start) => ({ start, count: counts.get(start) ?? 0 }))
    return { total: users.length, buckets }
  }

  /** When a completed request went live: its website's publication, else its last change (completion). */
  async function goLiveMinutes(request: WebsiteRequestRecord): Promise<number | null> {
    const website = request.websiteId ? await repos.websites.findById(request.websiteId) : null
    const live = website?.publishedAt ?? request.updatedAt
    const minutes = (Date.parse(live) - Date.parse(request.createdAt)) / 60_000
    return Number.isFinite(minutes) && minutes >= 0 ? minutes : null
  }

  async function requestFigures(range: AnalyticsRange) {
    const requests = await inRange(repos.websiteRequests, 'createdAt', range)
    const byStatus = countBy(requests, (request) => request.status)
    const bySector = countBy(requests, (request) => request.businessType?.trim() || UNSPECIFIED_SECTOR)
    const completed = requests.filter((request) => request.status === 'completed')
    const durations = (await Promise.all(completed.map(goLiveMinutes))).filter((m): m is number => m !== null)
    const medianMinutes = median(durations)
    return {
      requests: {
        total: requests.length,
        completed: completed.length,
        conversionRate: requests.length ? completed.length / requests.length : null,
        byStatus: WEBSITE_REQUEST_STATUSES.map((status) => ({
          status,
          label: WEBSITE_REQUEST_STATUS_LABELS[status],
          count: byStatus.get(status) ?? 0,
        })),
        bySector: [...bySector.entries()]
          .map(([sector, count]) => ({ sector, label: sectorLabel(sector), count }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'tr')),
      },
      goLive: {
        measured: durations.length,
        medianMinutes: medianMinutes === null ? null : Math.round(medianMinutes),
        promiseMinutes: GO_LIVE_PROMISE_MINUTES,
      },
    }
  }

  /** Paid invoices by the month they were paid in (TRY; other currencies are not added up). */
  async function revenue(range: AnalyticsRange): Promise<Analytics['revenue']> {
    const paid = await inRange(repos.resource(invoiceResource), 'paidDate', range, { status: 'paid' })
    const amounts = new Map<string, number>()
    for (const invoice of paid) {
      if (invoice.currency.toUpperCase() !== 'TRY' || !invoice.paidDate) continue
      const month = dayOf(invoice.paidDate).slice(0, 7)
      amounts.set(month, (amounts.get(month) ?? 0) + invoice.amount)
    }
    const months = monthsOf(range).map((month) => ({ month, amount: amounts.get(month) ?? 0 }))
    return { currency: 'TRY', total: months.reduce((sum, m) => sum + m.amount, 0), months }
  }

  async function visitors(range: AnalyticsRange): Promise<Analytics['visitors']> {
    const visits = (await newestFirst(repos.resource(siteVisitResource), 'day', range.from)).filter(
      (visit) => visit.day <= range.to,
    )
    const perDay = countBy(visits, (visit) => visit.day)
    const devices = countBy(visits, (visit) => visit.device)
    return {
      total: visits.length,
      days: daysOf(range).map((day) => ({ day, count: perDay.get(day) ?? 0 })),
      devices: {
        mobile: devices.get('mobile') ?? 0,
        tablet: devices.get('tablet') ?? 0,
        desktop: devices.get('desktop') ?? 0,
      },
      // A visitor is one row per site and day, and a published site is one page: whether a visitor
      // left without a second page view is not stored, so there is no bounce rate to show.
      bounceRate: null,
    }
  }

  return {
    async figures(query: AnalyticsQuery): Promise<Analytics> {
      const range = analyticsRange(query, deps.ports.clock.now())
      const [signUpFigures, requestParts, revenueFigures, visitorFigures] = await Promise.all([
        signUps(range),
        requestFigures(range),
        revenue(range),
        visitors(range),
      ])
      return {
        range,
        signUps: signUpFigures,
        ...requestParts,
        revenue: revenueFigures,
        visitors: visitorFigures,
      }
    },
  }
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>
