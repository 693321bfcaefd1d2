// The analytics screen's date range in the URL (?from&to, calendar days in Istanbul) and its presets.
// Without dates the screen shows the last 30 days, as the server does.
import { z } from 'zod'

export const RANGE_PRESETS = [7, 30, 90] as const
export const DEFAULT_PRESET = 30

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const forgiving = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

export const analyticsSearchSchema = z.object({ from: forgiving(day), to: forgiving(day) })
export type AnalyticsSearch = z.infer<typeof analyticsSearchSchema>

const istanbulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Istanbul as YYYY-MM-DD. */
export const todayInIstanbul = (now: Date = new Date()) => istanbulDate.format(now)

export function addDays(value: string, n: number): string {
  return new Date(Date.parse(`${value}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** The last `days` days up to today. */
export function presetRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = todayInIstanbul(now)
  return { from: addDays(to, -(days - 1)), to }
}

/** The range the URL names, or the default preset's. */
export function rangeOf(search: AnalyticsSearch, now: Date = new Date()): { from: string; to: string } {
  const fallback = presetRange(DEFAULT_PRESET, now)
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to }
}

/** The preset the range is, if it is one (ending today). */
export function presetOf(range: { from: string; to: string }, now: Date = new Date()): number | null {
  for (const days of RANGE_PRESETS) {
    const preset = presetRange(days, now)
    if (preset.from === range.from && preset.to === range.to) return days
  }
  return null
}
