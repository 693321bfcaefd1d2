import { describe, expect, it } from 'vitest'
import { PLAN_CARDS, isCurrentPlanCard, isFreePlan, monthlyFee, planKey, planName } from './plans'

describe('monthlyFee', () => {
  it('is 0 for free, 99 for basic, 199 for premium and 399 for anything else', () => {
    expect(monthlyFee('free')).toBe(0)
    expect(monthlyFee('basic')).toBe(99)
    expect(monthlyFee('premium')).toBe(199)
    expect(monthlyFee('pro')).toBe(399)
    expect(monthlyFee('enterprise')).toBe(399)
    expect(monthlyFee('Altın')).toBe(399)
  })

  it('reads the admin side spelling and the object form', () => {
    expect(monthlyFee('Basic Plan')).toBe(99)
    expect(monthlyFee('Premium Plan')).toBe(199)
    expect(monthlyFee('Pro Plan')).toBe(399)
    expect(monthlyFee({ plan: 'PREMIUM' })).toBe(199)
    expect(monthlyFee({ name: 'basic' })).toBe(99)
  })

  it('treats a missing subscription as the free plan', () => {
    expect(monthlyFee(null)).toBe(0)
    expect(monthlyFee(undefined)).toBe(0)
    expect(monthlyFee('  ')).toBe(0)
    expect(monthlyFee({})).toBe(0)
  })
})

describe('plan names', () => {
  it('names the known plans in Turkish and keeps an unknown one', () => {
    expect(planName('free')).toBe('Ücretsiz')
    expect(planName('Basic Plan')).toBe('Temel')
    expect(planName('premium')).toBe('Premium')
    expect(planName('enterprise')).toBe('Kurumsal')
    expect(planName('Altın Paket')).toBe('Altın Paket')
    expect(planKey('PREMIUM PLAN')).toBe('premium')
    expect(isFreePlan(undefined)).toBe(true)
    expect(isFreePlan('basic')).toBe(false)
  })

  it('marks exactly one plan card as current', () => {
    const current = (subscription: string) =>
      PLAN_CARDS.filter((card) => isCurrentPlanCard(card, subscription)).map((card) => card.name)
    expect(current('basic')).toEqual(['Temel'])
    expect(current('Premium Plan')).toEqual(['Premium'])
    expect(current('pro')).toEqual(['Kurumsal'])
    expect(current('free')).toEqual([])
  })

  it('has the documented prices and the popular badge on Premium', () => {
    expect(PLAN_CARDS.map((card) => [card.name, card.monthlyPrice, card.popular])).toEqual([
      ['Temel', 99, false],
      ['Premium', 199, true],
      ['Kurumsal', 399, false],
    ])
  })
})
