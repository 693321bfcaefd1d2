import { describe, expect, it } from 'vitest'
import { isFreePlan, planKey, planName } from './plans'

describe('plan names', () => {
  it("names codes and older names by the catalogue's package and keeps an unknown one", () => {
    expect(planName('free')).toBe('Ücretsiz')
    expect(planName('scale')).toBe('Scale')
    expect(planName('Basic Plan')).toBe('Launch')
    expect(planName('premium')).toBe('Scale')
    expect(planName('enterprise')).toBe('Vision')
    expect(planName('Altın Paket')).toBe('Altın Paket')
    expect(planName({ plan: 'PREMIUM PLAN' })).toBe('Vision')
    expect(planKey('PREMIUM PLAN')).toBe('premium')
  })

  it('treats a missing subscription as the free plan', () => {
    expect(isFreePlan(undefined)).toBe(true)
    expect(isFreePlan(null)).toBe(true)
    expect(isFreePlan('  ')).toBe(true)
    expect(isFreePlan({})).toBe(true)
    expect(isFreePlan('basic')).toBe(false)
  })
})
