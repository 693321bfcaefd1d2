// Every date and time the screens show, written the Turkish way (docs/rules/ui-shell.md#dates-and-money)
// and in the platform's time zone: the settings' `timezone` (display-time-zone.ts follows it), Istanbul
// until they say otherwise, never the browser's. An admin abroad and a customer in Istanbul read the same
// clock, and an entry of the activity log shows the same time as the backup it made.
import { DEFAULT_TIMEZONE } from '../../api/settings/settings-options.shared'

const STYLES = {
  /** 14.03.2026 */
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 14 Mart 2026 */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 14 Mar 2026 09:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 14.03.2026 09:05 */
  numericDateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 09:05:07 */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type Style = keyof typeof STYLES

let timeZone: string = DEFAULT_TIMEZONE
let formats = new Map<Style, Intl.DateTimeFormat>()

/** The zone every date is written in from now on (an unknown zone is ignored: the last good one stays). */
export function setDisplayTimeZone(zone: string): void {
  if (zone === timeZone) return
  try {
    new Intl.DateTimeFormat('tr-TR', { timeZone: zone })
  } catch {
    return
  }
  timeZone = zone
  formats = new Map()
}

export const displayTimeZone = () => timeZone

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function format(style: Style, value: string | Date | null | undefined): string {
  const date = parse(value)
  if (!date) return ''
  let formatter = formats.get(style)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('tr-TR', { ...STYLES[style], timeZone })
    formats.set(style, formatter)
  }
  return formatter.format(date)
}

type DateInput = string | Date | null | undefined

/** '14.03.2026'; '' for a missing or invalid date (so are the others). */
export const formatDate = (value: DateInput) => format('date', value)
/** '14 Mart 2026' */
export const formatLongDate = (value: DateInput) => format('longDate', value)
/** '14 Mar 2026 09:05' */
export const formatDateTime = (value: DateInput) => format('dateTime', value)
/** '14.03.2026 09:05' */
export const formatNumericDateTime = (value: DateInput) => format('numericDateTime', value)
/** '09:05:07' */
export const formatClock = (value: DateInput) => format('clock', value)
