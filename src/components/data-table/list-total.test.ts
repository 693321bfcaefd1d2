import { describe, expect, it } from 'vitest'
import { pagerOf, totalText } from './list-total'

describe("a list's total on screen", () => {
  it('shows an exact total as it is and an estimate as one', () => {
    expect(totalText({ total: 51, totalIsEstimate: false })).toBe('51')
    expect(totalText({ total: 33_412, totalIsEstimate: true })).toBe('yaklaşık 33.412')
    expect(totalText(undefined)).toBe('0')
  })

  it('pages up to the count of an exact total', () => {
    expect(pagerOf({ total: 45, totalIsEstimate: false }, 2, 20, 20)).toEqual({
      current: 2,
      pageCount: '3',
      hasNext: true,
    })
    expect(pagerOf({ total: 45 }, 3, 20, 5)).toEqual({ current: 3, pageCount: '3', hasNext: false })
  })

  it('follows an estimated list while its pages come back full, past the estimated count too', () => {
    const estimate = { total: 10_001, totalIsEstimate: true }
    expect(pagerOf(estimate, 502, 20, 20)).toEqual({
      current: 502,
      pageCount: 'yaklaşık 501',
      hasNext: true,
    })
    expect(pagerOf(estimate, 503, 20, 7).hasNext).toBe(false)
  })
})
