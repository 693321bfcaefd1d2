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

const otherFormats = new Map<string, Intl.NumberFormat>()

/** A price in its own currency (a package may be priced in USD or EUR), whole units: 10 USD → '$10'. */
export function formatMoney(amount: number, currency: 'TRY' | 'USD' | 'EUR'): string {
  if (currency === 'TRY') return formatTry(amount)
  let format = otherFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    otherFormats.set(currency, format)
  }
  return format.format(amount)
}
