// Dates the Turkish way (docs/rules/ui-shell.md#dates-and-money): 14.03.2026 or 14 Mart 2026.
const short = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' })
const long = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '14.03.2026'; '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? short.format(date) : ''
}

/** '14 Mart 2026'; '' for a missing or invalid date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? long.format(date) : ''
}
