import { describe, expect, it } from 'vitest'
import { formatTry } from './money'

describe('formatTry', () => {
  it('formats lira the Turkish way: sign first, dot for thousands, no decimals', () => {
    expect(formatTry(3290)).toBe('₺3.290')
    expect(formatTry(349)).toBe('₺349')
    expect(formatTry(10990)).toBe('₺10.990')
    expect(formatTry(1234567)).toBe('₺1.234.567')
  })

  it('rounds to whole lira', () => {
    expect(formatTry(599.6)).toBe('₺600')
    expect(formatTry(0)).toBe('₺0')
  })
})
