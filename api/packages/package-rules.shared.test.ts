import { describe, expect, it } from 'vitest'
import {
  cleanFeatures,
  codeFromName,
  copyName,
  moreFeaturesText,
  planCodeOf,
  planKey,
  priceFor,
  sameName,
} from './package-rules.shared'

describe('package rules', () => {
  it('prices a period: the monthly price a month, the yearly price a year', () => {
    expect(priceFor({ price: 349, yearlyPrice: 3290 }, 'monthly')).toBe(349)
    expect(priceFor({ price: 349, yearlyPrice: 3290 }, 'yearly')).toBe(3290)
  })

  it('makes a code of a name: Turkish letters folded, everything else a single hyphen', () => {
    expect(codeFromName('Pro Plan')).toBe('pro-plan')
    expect(codeFromName('  Kurumsal Şube İĞÜÇÖ ')).toBe('kurumsal-sube-iguco')
    expect(codeFromName('Café & Bar!')).toBe('cafe-bar')
    expect(codeFromName('***')).toBe('paket')
    expect(codeFromName('a'.repeat(50))).toHaveLength(31)
  })

  it("lands the spec's other price lists on the catalogue's codes (decision 0031)", () => {
    const lands = (text: string) => planCodeOf(text)
    for (const text of ['basic', 'Basic Plan', 'BASIC', 'Temel', 'temel paketi'])
      expect(lands(text)).toBe('launch')
    for (const text of ['pro', 'Pro Plan', 'professional', 'premium', 'Premium'])
      expect(lands(text)).toBe('scale')
    for (const text of ['Premium Plan', 'PREMIUM PLAN', 'enterprise', 'Kurumsal', 'KURUMSAL'])
      expect(lands(text)).toBe('vision')
    expect(lands('scale')).toBe('scale')
    expect(lands('free')).toBeNull()
    expect(lands('')).toBeNull()
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
