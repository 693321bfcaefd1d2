// The landing's pricing from the live package catalogue (GET /api/packages, public): the page was
// prerendered with the default catalogue, so once the app runs it asks for the current one and shows it
// when it differs (docs/decisions/0031-one-price-catalogue.md). The answer is checked here by hand, not
// with the API's zod schema: a first visit loads no zod (its script budget, tests/e2e/landing.spec.ts).
// No answer or one not in that shape (offline, an error): the prerendered prices stay.
import { useEffect, useState } from 'react'
import { pricingPlanOf, type PricingPlan } from './pricing-plans'

const CURRENCIES = new Set(['TRY', 'USD', 'EUR'])
const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** A package of the answer as a card, or null when it is not one. */
function planOf(value: unknown): PricingPlan | null {
  if (typeof value !== 'object' || value === null) return null
  const pkg = value as Record<string, unknown>
  const { code, name, price, yearlyPrice, currency, isPopular, description, features } = pkg
  if (typeof code !== 'string' || typeof name !== 'string' || typeof description !== 'string') return null
  if (!isPrice(price) || !isPrice(yearlyPrice) || typeof isPopular !== 'boolean') return null
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) return null
  if (!Array.isArray(features) || !features.every((feature) => typeof feature === 'string')) return null
  return pricingPlanOf({
    code,
    name,
    price,
    yearlyPrice,
    currency: currency as PricingPlan['currency'],
    isPopular,
    description,
    features: features as string[],
  })
}

/** The cards of a GET /api/packages answer, or null when it is not one. */
export function plansOfAnswer(answer: unknown): PricingPlan[] | null {
  const packages = (answer as { data?: { packages?: unknown } } | null)?.data?.packages
  if (!Array.isArray(packages)) return null
  const plans = packages.map(planOf)
  return plans.every((plan) => plan !== null) ? (plans as PricingPlan[]) : null
}

export const PUBLIC_CATALOGUE_PATH = '/api/packages'

export async function fetchLivePlans(signal?: AbortSignal): Promise<PricingPlan[] | null> {
  // Offline the prerendered prices are the best there is: no request to wait for or cut short.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null
  try {
    const response = await fetch(PUBLIC_CATALOGUE_PATH, { signal, headers: { accept: 'application/json' } })
    return response.ok ? plansOfAnswer(await response.json()) : null
  } catch {
    return null
  }
}

/** The live catalogue's cards once they have arrived; null before (and when there is no answer). */
export function useLivePlans(): PricingPlan[] | null {
  const [plans, setPlans] = useState<PricingPlan[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void fetchLivePlans(controller.signal).then((live) => {
      if (!controller.signal.aborted && live && live.length > 0) setPlans(live)
    })
    return () => controller.abort()
  }, [])
  return plans
}
