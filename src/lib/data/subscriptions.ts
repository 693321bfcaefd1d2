// The customer's subscription (docs/rules/invoices-and-plans.md#subscriptions): GET /api/me/subscription,
// and what a plan change would cost today, GET /api/me/subscription/quote (#proration). Kept under 'me' so
// a change to the user refreshes it too.
import type { MySubscription, PlanChangeQuote } from '../../../api/subscriptions/subscription.shared'
import { api, lazySchema } from '../api-client'
import { meKeys } from './me'
import { useResourceQuery } from './resource-query'

export const subscriptionKeys = {
  mine: [...meKeys.all, 'subscription'] as const,
  quote: (packageId: string, period: string) =>
    [...meKeys.all, 'subscription', 'quote', packageId, period] as const,
}

const schemas = () => import('../../../api/subscriptions/subscription.shared')
const mineSchema = lazySchema(() =>
  schemas().then((m) => m.mySubscriptionResponseSchema.transform((answer) => answer.data)),
)
const quoteSchema = lazySchema(() =>
  schemas().then((m) => m.planChangeQuoteResponseSchema.transform((answer) => answer.data)),
)

export function fetchMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return api.get('/api/me/subscription', { schema: mineSchema, signal })
}

export const useMySubscription = () => useResourceQuery(subscriptionKeys.mine, fetchMySubscription)

export function fetchPlanChangeQuote(
  packageId: string,
  period: 'monthly' | 'yearly',
  signal?: AbortSignal,
): Promise<PlanChangeQuote> {
  const query = new URLSearchParams({ packageId, period })
  return api.get(`/api/me/subscription/quote?${query.toString()}`, { schema: quoteSchema, signal })
}

/** The quote of moving to `packageId` by `period`; off until both are known. */
export const usePlanChangeQuote = (packageId: string | null, period: 'monthly' | 'yearly') =>
  useResourceQuery(
    subscriptionKeys.quote(packageId ?? '', period),
    (signal) => fetchPlanChangeQuote(packageId ?? '', period, signal),
    { enabled: packageId !== null },
  )
