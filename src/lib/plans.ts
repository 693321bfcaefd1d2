// docs/rules/invoices-and-plans.md#dashboard-plans: the monthly fee, the plan's name,
// the plan cards of the billing tab and the free plan's limits. `subscription` is free text on the
// user (free/basic/premium/pro/enterprise on the customer side, 'Basic Plan' … on the admin side) or,
// in older records, an object with `plan` or `name`.

export type Subscription = string | { plan?: string | null; name?: string | null } | null | undefined

/** 'Basic Plan' → 'basic', { plan: 'Premium' } → 'premium', nothing → 'free'. */
export function planKey(subscription: Subscription): string {
  const raw =
    typeof subscription === 'string' ? subscription : (subscription?.plan ?? subscription?.name ?? '')
  // Plan keys are ASCII: under tr-TR 'PREMIUM' would become 'premıum' (dotless ı).
  const key = raw
    .trim()
    .toLocaleLowerCase('en-US')
    .replace(/\s*(plan|planı|paket|paketi)$/u, '')
    .trim()
  return key === '' ? 'free' : key
}

/** Monthly fee in TRY: free 0, basic 99, premium 199, anything else 399. */
export function monthlyFee(subscription: Subscription): number {
  switch (planKey(subscription)) {
    case 'free':
      return 0
    case 'basic':
      return 99
    case 'premium':
      return 199
    default:
      return 399
  }
}

const PLAN_NAMES: Readonly<Record<string, string>> = {
  free: 'Ücretsiz',
  basic: 'Temel',
  premium: 'Premium',
  pro: 'Pro',
  enterprise: 'Kurumsal',
}

/** The plan's Turkish name; an unknown plan keeps its own name. */
export function planName(subscription: Subscription): string {
  const known = Object.hasOwn(PLAN_NAMES, planKey(subscription))
    ? PLAN_NAMES[planKey(subscription)]
    : undefined
  if (known) return known
  const raw =
    typeof subscription === 'string' ? subscription : (subscription?.plan ?? subscription?.name ?? '')
  return raw.trim() || 'Ücretsiz'
}

export const isFreePlan = (subscription: Subscription) => planKey(subscription) === 'free'

export interface PlanCard {
  key: 'basic' | 'premium' | 'enterprise'
  name: string
  monthlyPrice: number
  features: readonly string[]
  popular: boolean
}

export const PLAN_CARDS: readonly PlanCard[] = [
  {
    key: 'basic',
    name: 'Temel',
    monthlyPrice: 99,
    features: ['1 website', '5GB depolama', 'E-posta desteği'],
    popular: false,
  },
  {
    key: 'premium',
    name: 'Premium',
    monthlyPrice: 199,
    features: ['5 website', '50GB depolama', 'Öncelikli destek', 'WhatsApp desteği'],
    popular: true,
  },
  {
    key: 'enterprise',
    name: 'Kurumsal',
    monthlyPrice: 399,
    features: ['Sınırsız website', '200GB depolama', '7/24 telefon desteği'],
    popular: false,
  },
]

/** Does this card describe the user's current plan? ('pro' and other plans are billed like Kurumsal.) */
export function isCurrentPlanCard(card: PlanCard, subscription: Subscription): boolean {
  const key = planKey(subscription)
  return key === card.key || (card.key === 'enterprise' && monthlyFee(subscription) === 399)
}

export const FREE_PLAN_LIMITS: readonly string[] = ['1 website', 'Temel şablonlar', 'SiteKur alt alan adı']
