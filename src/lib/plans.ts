// What the screens still read from a `subscription` text itself (docs/rules/packages.md#dashboard-plans):
// whether it is the free plan, a website's plan name, and the free plan's limits. The user's package and
// monthly fee come from the catalogue (GET /api/me/plan, lib/data/packages.ts). `subscription` is free
// text on the user (free/basic/premium/pro/enterprise, or 'Basic Plan' …) or, in older records, an
// object with `plan` or `name`.
import { planCodeOf, planKey as keyOfText } from '../../api/packages/package-rules.shared'
import { defaultPackages } from '../../api/packages/default-packages.shared'

export type Subscription = string | { plan?: string | null; name?: string | null } | null | undefined

const textOf = (subscription: Subscription) =>
  typeof subscription === 'string' ? subscription : (subscription?.plan ?? subscription?.name ?? '')

/** 'Basic Plan' → 'basic', { plan: 'Premium' } → 'premium', nothing → 'free'. */
export const planKey = (subscription: Subscription): string => keyOfText(textOf(subscription))

/**
 * A plan text's name (a website's plan is the code of the package it was made for): the default
 * catalogue's name of the code or older name ('scale' → 'Scale', 'basic' → 'Launch'), 'Ücretsiz' for
 * the free plan; an unknown plan keeps its own name.
 */
export function planName(subscription: Subscription): string {
  if (planKey(subscription) === 'free') return 'Ücretsiz'
  const code = planCodeOf(textOf(subscription))
  const known = defaultPackages.find((pkg) => pkg.code === code)?.name
  return known ?? textOf(subscription).trim()
}

export const isFreePlan = (subscription: Subscription) => planKey(subscription) === 'free'

export const FREE_PLAN_LIMITS: readonly string[] = ['1 website', 'Temel şablonlar', 'SiteKur alt alan adı']
