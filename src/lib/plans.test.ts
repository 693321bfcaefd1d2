import { describe, expect, it } from 'vitest'
import { isFreePlan, planKey, planName } from './plans'

describe('plan names', () => {
  it('names the known plans in Turkish and keeps an unknown one', () => {
    expect(planName('free')).toBe('Ücretsiz')
    expect(planName('Basic Plan')).toBe('Temel')
    expect(planName('premium')).toBe('Premium')
    expect(planName('enterprise')).toBe('Kurumsal')
    expect(planName('Altın Paket')).toBe('Altın Paket')
    expect(planName({ plan: 'PREMIUM' })).toBe('Premium')
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
