import { describe, expect, it } from 'vitest'
import {
  cleanFeatures,
  copyName,
  monthlyPrice,
  moreFeaturesText,
  planKey,
  sameName,
} from './package-rules.shared'

describe('package rules', () => {
  it('counts a yearly price per month, rounded', () => {
    expect(monthlyPrice({ price: 299, billingPeriod: 'monthly' })).toBe(299)
    expect(monthlyPrice({ price: 1000, billingPeriod: 'yearly' })).toBe(83)
    expect(monthlyPrice({ price: 3290, billingPeriod: 'yearly' })).toBe(274)
  })

  it('names a copy and tells how many features the preview leaves out', () => {
    expect(copyName('Pro Plan')).toBe('Pro Plan (Kopya)')
    expect(moreFeaturesText(['a', 'b', 'c', 'd', 'e'])).toBeNull()
    expect(moreFeaturesText(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('+2 özellik daha')
    expect(cleanFeatures([' SSL ', '', '  ', 'Yedek'])).toEqual(['SSL', 'Yedek'])
  })

  it('reads plan keys from the subscription text, the admin spelling included', () => {
    expect(planKey('Basic Plan')).toBe('basic')
    expect(planKey('PREMIUM PLAN')).toBe('premium')
    expect(planKey('Kurumsal paketi')).toBe('kurumsal')
    expect(planKey('  ')).toBe('free')
    expect(planKey(null)).toBe('free')
  })

  it('compares names the Turkish way', () => {
    expect(sameName('İSTANBUL PAKETİ', 'istanbul paketi')).toBe(true)
    expect(sameName(' Temel ', 'temel')).toBe(true)
    expect(sameName('Temel', 'Temel Plus')).toBe(false)
  })
})
