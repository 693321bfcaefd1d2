// How the analytics' own figures read: durations (against the landing's promise), money, months. Counts,
// shares and days: src/components/charts/chart-format.ts.
import { formatTry } from '../../lib/money'

const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatMoney = (value: number) => formatTry(value)

/** 1180 → '19 saat 40 dakika'; null → '—'. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—'
  const total = Math.round(minutes)
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  const parts = [days && `${days} gün`, hours && `${hours} saat`, rest && `${rest} dakika`].filter(Boolean)
  return parts.length ? parts.join(' ') : '0 dakika'
}

/** '2026-03' → 'Mart 2026'. */
export const formatMonth = (value: string) => monthName.format(new Date(`${value}-01T00:00:00Z`))
