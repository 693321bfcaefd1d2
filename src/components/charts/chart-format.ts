// How the charts' figures read: counts, shares and calendar days (an Istanbul day, already a date: no
// time zone applies), shared by the back-office's analytics and a customer's website figures.

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 })
const count = new Intl.NumberFormat('tr-TR')
const shortDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' })

export const formatCount = (value: number) => count.format(value)
export const formatPercent = (value: number | null) => (value === null ? '—' : percent.format(value))

/** '2026-03-14' → '14 Mar'. */
export const formatShortDay = (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`))
