import { ApiError } from '../lib/http'
import { istanbulDay } from '../publishing/istanbul-time'

// The analytics' date range: calendar days in Europe/Istanbul (docs/rules/analytics.md#the-range).

export const DEFAULT_RANGE_DAYS = 30
/** Two years, a leap day included. */
export const MAX_RANGE_DAYS = 731
/** Up to this many days sign-ups are counted per day, beyond it per week. */
export const DAILY_BUCKETS_UP_TO = 92

export const analyticsMessages = {
  invalidDate: 'Geçersiz tarih. Tarihleri YYYY-AA-GG biçiminde girin.',
  fromAfterTo: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: 'Tarih aralığı en çok 2 yıl olabilir.',
}

const DAY_MS = 86_400_000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * DAY_MS)

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** Turkey keeps UTC+3 all year since 2016-09-07; before that, Intl knows its summer time. */
const FIXED_OFFSET_SINCE = Date.parse('2016-09-07T00:00:00Z')
const ISTANBUL_OFFSET_MS = 3 * 3_600_000

/** The Istanbul day of an instant (ISO-8601). */
export function dayOf(instant: string): string {
  const ms = Date.parse(instant)
  if (ms >= FIXED_OFFSET_SINCE) return fromUtc(ms + ISTANBUL_OFFSET_MS)
  return istanbulDay(new Date(ms))
}

export interface AnalyticsRange {
  from: string
  to: string
  days: number
  bucket: 'day' | 'week'
}

function parseDay(value: string): string {
  const ms = DAY_PATTERN.test(value) ? toUtc(value) : NaN
  // 2025-02-30 parses to March: a day must read back as itself.
  if (Number.isNaN(ms) || fromUtc(ms) !== value) throw new ApiError(400, analyticsMessages.invalidDate)
  return value
}

/** The checked range; by default the last 30 days up to today (Istanbul). */
export function analyticsRange(query: { from?: string; to?: string }, now: Date): AnalyticsRange {
  const to = query.to ? parseDay(query.to) : istanbulDay(now)
  const from = query.from ? parseDay(query.from) : addDays(to, -(DEFAULT_RANGE_DAYS - 1))
  if (from > to) throw new ApiError(400, analyticsMessages.fromAfterTo)
  const days = Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1
  if (days > MAX_RANGE_DAYS) throw new ApiError(400, analyticsMessages.tooLong)
  return { from, to, days, bucket: days <= DAILY_BUCKETS_UP_TO ? 'day' : 'week' }
}

/** Every day of the range, in order. */
export function daysOf(range: AnalyticsRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i))
}

/** The start of every bucket of the range (its days, or the Mondays of its weeks). */
export function bucketStarts(range: AnalyticsRange): string[] {
  if (range.bucket === 'day') return daysOf(range)
  const starts: string[] = []
  for (let start = weekStart(range.from); start <= range.to; start = addDays(start, 7)) starts.push(start)
  return starts
}

/** Every month (YYYY-MM) the range touches. */
export function monthsOf(range: AnalyticsRange): string[] {
  const months: string[] = []
  let [year, month] = range.from.slice(0, 7).split('-').map(Number) as [number, number]
  const last = range.to.slice(0, 7)
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`
    months.push(label)
    if (label >= last) return months
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
}
