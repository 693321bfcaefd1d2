import { z } from 'zod'
import { formKindSchema } from '../site-forms/form-submission.shared'

// GET /api/me/websites/{id}/stats?days=30|90 (and /api/admin/websites/{id}/stats): a website's own figures
// for its owner (docs/rules/analytics.md#a-websites-own-figures): visitors per day, devices, referring
// sites, page views per page and form submissions per day, from what the site's counters stored.

export const siteStatsQuerySchema = z.object({
  /** 30 (default) or 90 (site-stats-range.shared.ts); anything else answers 400. */
  days: z.string().optional(),
})

const countSchema = z.number().int().min(0)
/** A count for every kind of form (contact, booking, newsletter). */
const kindCountsSchema = z.record(formKindSchema, countSchema)

export const siteStatsSchema = z.object({
  /** The last `days` calendar days in Istanbul, today included. */
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  visitors: z.object({
    /** Visitors of the range: one a day per person (the same person on two days is two). */
    total: countSchema,
    days: z.array(z.object({ day: z.string(), count: countSchema })),
  }),
  devices: z.object({ mobile: countSchema, tablet: countSchema, desktop: countSchema }),
  /** The referring sites' hosts, most visitors first; '' is a direct visit (no other site). */
  referrers: z.array(z.object({ host: z.string(), count: countSchema })),
  pageViews: z.object({
    total: countSchema,
    /** The pages most viewed first ('' the home page). */
    pages: z.array(z.object({ path: z.string(), views: countSchema })),
  }),
  submissions: z.object({
    total: countSchema,
    byKind: kindCountsSchema,
    days: z.array(z.object({ day: z.string(), byKind: kindCountsSchema })),
  }),
})
export type SiteStats = z.infer<typeof siteStatsSchema>

export const siteStatsResponseSchema = z.object({ success: z.literal(true), data: siteStatsSchema })
