// Money is Turkish lira, formatted the Turkish way without decimals: 3290 → "₺3.290".
// minimumFractionDigits is spelled out because TRY defaults to 2, and engines without
// Intl.NumberFormat v3 reject a maximum below that minimum with a RangeError.
const tryFormat = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export function formatTry(amount: number): string {
  return tryFormat.format(amount)
}
