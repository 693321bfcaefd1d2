import { describe, expect, it } from 'vitest'
import { defaultPackages } from '../../../api/packages/default-packages.shared'
import { publicCatalogueResponseSchema } from '../../../api/packages/package-admin.shared'
import { plansOfAnswer } from './live-catalogue'
import { defaultPricingPlans, registerLink, samePlans } from './pricing-plans'

// The landing reads GET /api/packages without zod: its hand-written check must take every answer the
// API's schema takes, and nothing that would break a card.

const answer = {
  success: true,
  data: {
    packages: defaultPackages.map((pkg, i) => ({
      id: `p-${i}`,
      code: pkg.code,
      name: pkg.name,
      price: pkg.price,
      yearlyPrice: pkg.yearlyPrice,
      currency: pkg.currency,
      description: pkg.description,
      features: pkg.features,
      isPopular: pkg.isPopular,
    })),
  },
}

describe('the landing’s live catalogue', () => {
  it('reads an answer of the API into the cards the page was prerendered with', () => {
    expect(publicCatalogueResponseSchema.safeParse(answer).success).toBe(true)
    const plans = plansOfAnswer(answer)
    expect(plans && samePlans(plans, defaultPricingPlans)).toBe(true)
    expect(
      defaultPricingPlans.map((plan) => [plan.name, plan.price, plan.yearlyPrice, plan.isPopular]),
    ).toEqual([
      ['Launch', 349, 3290, false],
      ['Scale', 649, 5990, true],
      ['Vision', 1190, 10990, false],
    ])
  })

  it('tells a changed price, and refuses what is not an answer', () => {
    const changed = structuredClone(answer)
    changed.data.packages[1]!.price = 699
    expect(samePlans(plansOfAnswer(changed) ?? [], defaultPricingPlans)).toBe(false)
    const broken = structuredClone(answer) as unknown as { data: { packages: Record<string, unknown>[] } }
    broken.data.packages[0]!.price = '349'
    expect(plansOfAnswer(broken)).toBeNull()
    expect(plansOfAnswer({ success: false })).toBeNull()
    expect(plansOfAnswer(null)).toBeNull()
  })

  it('links registration with the plan and the period', () => {
    expect(registerLink('scale', 'yearly')).toBe('#/register?plan=scale&period=yearly')
  })
})
