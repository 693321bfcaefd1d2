// How the analytics' figures read: percentages, durations (against the landing's promise), days, months.
import { formatTry } from '../../lib/money'

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 })
const count = new Intl.NumberFormat('tr-TR')
const shortDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatCount = (value: number) => count.format(value)
export const formatPercent = (value: number | null) => (value === null ? '—' : percent.format(value))
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

/** '2026-03-14' → '14 Mar'. */
export const formatShortDay = (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`))

/** '2026-03' → 'Mart 2026'. */
export const formatMonth = (value: string) => monthName.format(new Date(`${value}-01T00:00:00Z`))
