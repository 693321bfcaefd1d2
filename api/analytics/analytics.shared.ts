import { z } from 'zod'

// GET /api/admin/analytics (docs/rules/analytics.md): the back-office's figures for a date range,
// computed on the server from the stored records.

/** YYYY-MM-DD, a calendar day in Europe/Istanbul. */
const daySchema = z.string().trim()

export const analyticsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
})
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/** The promise of the landing page: an average of 19 hours 40 minutes from request to go-live. */
export const GO_LIVE_PROMISE_MINUTES = 19 * 60 + 40

const countSchema = z.number().int().min(0)

export const analyticsSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int().min(1),
    /** Sign-ups are counted per day up to 92 days, per week (starting Monday) beyond. */
    bucket: z.enum(['day', 'week']),
  }),
  signUps: z.object({
    total: countSchema,
    buckets: z.array(z.object({ start: z.string(), count: countSchema })),
  }),
  requests: z.object({
    total: countSchema,
    completed: countSchema,
    /** completed / total of the requests sent in the range; null without requests. */
    conversionRate: z.number().min(0).max(1).nullable(),
    byStatus: z.array(z.object({ status: z.string(), label: z.string(), count: countSchema })),
    bySector: z.array(z.object({ sector: z.string(), label: z.string(), count: countSchema })),
  }),
  goLive: z.object({
    /** Completed requests of the range whose go-live time is known. */
    measured: countSchema,
    medianMinutes: z.number().min(0).nullable(),
    promiseMinutes: z.number(),
  }),
  revenue: z.object({
    currency: z.literal('TRY'),
    total: z.number(),
    months: z.array(z.object({ month: z.string(), amount: z.number() })),
  }),
  visitors: z.object({
    total: countSchema,
    days: z.array(z.object({ day: z.string(), count: countSchema })),
    devices: z.object({ mobile: countSchema, tablet: countSchema, desktop: countSchema }),
    /** Null: not measurable from what is stored (docs/rules/analytics.md#bounce). */
    bounceRate: z.number().min(0).max(1).nullable(),
  }),
})
export type Analytics = z.infer<typeof analyticsSchema>

export const analyticsResponseSchema = z.object({ success: z.literal(true), data: analyticsSchema })
