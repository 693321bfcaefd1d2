// Published sites count their days in Turkey's time (Europe/Istanbul), wherever the server runs.

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Every page view asks for the day: one answer per minute is enough (days change on the minute).
let cached: { minute: number; year: string; month: string; day: string } | null = null

function istanbulParts(now: Date) {
  const minute = Math.floor(now.getTime() / 60_000)
  if (cached?.minute !== minute) {
    const parts = format.formatToParts(now)
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
    cached = { minute, year: get('year'), month: get('month'), day: get('day') }
  }
  return cached
}

/** The calendar day in Istanbul as YYYY-MM-DD. */
export function istanbulDay(now: Date): string {
  const { year, month, day } = istanbulParts(now)
  return `${year}-${month}-${day}`
}

/** The year in Istanbul (a published page's footer). */
export function istanbulYear(now: Date): number {
  return Number(istanbulParts(now).year)
}
