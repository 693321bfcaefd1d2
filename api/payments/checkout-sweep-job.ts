import { defineJob, type JobOutcome } from '../jobs/job'
import type { ApiPorts } from '../ports'
import { GATEWAY_UNREACHABLE } from '../ports/payment-gateway'
import type { CheckoutRecord } from './checkout.shared'
import { checkoutResource } from './checkout-resource'
import type { CheckoutService } from './checkout-service'
import { paymentMessages } from './payment-messages.shared'

// docs/rules/invoices-and-plans.md#checkouts-without-a-callback: a checkout whose callback never came (the
// tab closed after paying, the callback lost, iyzico unreachable then) is asked of the gateway through the
// callback's own path, so a payment is recorded once whichever comes first; one left unpaid past the
// token's life is given up.

const MINUTE = 60_000

export const CHECKOUT_SWEEP = {
  /** A younger checkout may still have its customer on the gateway's page. */
  askAfterMinutes: 15,
  /** iyzico's token lives 30 minutes; 10 more for a 3-D Secure step begun at its last moment. */
  expireAfterMinutes: 40,
  /** Without any answer from the gateway this long, the checkout is given up for an admin to look at. */
  giveUpAfterMinutes: 24 * 60,
  batch: 50,
  maxPerRun: 200,
} as const

export interface CheckoutSweepCounts {
  paid: number
  failed: number
  expired: number
  /** Still pending: not yet due to expire, or the gateway could not be asked. */
  waiting: number
  unreachable: number
}

export interface CheckoutSweepDeps {
  ports: Pick<ApiPorts, 'repos' | 'payments' | 'logger'>
  checkouts: Pick<CheckoutService, 'settleFromGateway' | 'giveUp'>
}

/** One pending checkout: asked of the gateway, then settled, given up or left for a later run. */
async function sweepOne(
  deps: CheckoutSweepDeps,
  checkout: CheckoutRecord,
  now: Date,
): Promise<keyof CheckoutSweepCounts> {
  const ageMinutes = (now.getTime() - Date.parse(checkout.createdAt)) / MINUTE
  const { checkout: after, result } = await deps.checkouts.settleFromGateway(checkout)
  if (after.status === 'paid') return 'paid'
  if (after.status === 'failed') return 'failed'
  const unreachable = result !== null && !result.ok && result.errorCode === GATEWAY_UNREACHABLE
  if (unreachable) {
    deps.ports.logger.warn('checkout sweep: the gateway did not answer', { checkout: checkout.id })
    if (ageMinutes < CHECKOUT_SWEEP.giveUpAfterMinutes) return 'unreachable'
    await deps.checkouts.giveUp(checkout, paymentMessages.resultUnknown)
    return 'failed'
  }
  // The gateway answered that nothing was paid (or the page was never opened: no token).
  if (ageMinutes < CHECKOUT_SWEEP.expireAfterMinutes) return 'waiting'
  const given = await deps.checkouts.giveUp(checkout, paymentMessages.expired)
  return given.status === 'paid' ? 'paid' : given.error === paymentMessages.expired ? 'expired' : 'failed'
}

/** Every pending checkout older than `askAfterMinutes` at `now`, oldest first, at most `maxPerRun`. */
export async function sweepCheckouts(
  deps: CheckoutSweepDeps,
  now: Date,
  signal: AbortSignal,
): Promise<CheckoutSweepCounts | null> {
  const gateway = deps.ports.payments
  if (!gateway) return null
  const counts: CheckoutSweepCounts = { paid: 0, failed: 0, expired: 0, waiting: 0, unreachable: 0 }
  const askBefore = now.getTime() - CHECKOUT_SWEEP.askAfterMinutes * MINUTE
  let handled = 0
  // The ones left pending stay in the list: the next page starts after them.
  let offset = 0
  while (handled < CHECKOUT_SWEEP.maxPerRun && !signal.aborted) {
    const page = await deps.ports.repos.resource(checkoutResource).list({
      filter: { status: 'pending', gateway: gateway.name },
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: CHECKOUT_SWEEP.batch,
      offset,
    })
    for (const checkout of page) {
      if (signal.aborted || Date.parse(checkout.createdAt) > askBefore) return counts
      if (handled++ >= CHECKOUT_SWEEP.maxPerRun) return counts
      const outcome = await sweepOne(deps, checkout, now)
      counts[outcome]++
      if (outcome === 'waiting' || outcome === 'unreachable') offset++
    }
    if (page.length < CHECKOUT_SWEEP.batch) break
  }
  return counts
}

/** Every 10 minutes: a checkout is asked 15–25 minutes after it was opened, and given up after 40. */
export const checkoutSweepJob = defineJob({
  name: 'payment-checkout-sweep',
  label: 'Sonuçlanmamış kart ödemeleri',
  schedule: '*/10 * * * *',
  async run(services, now, { signal }): Promise<string | JobOutcome> {
    const c = await sweepCheckouts(services, now, signal)
    if (!c) return 'no payment gateway configured'
    return {
      summary: `paid ${c.paid}, failed ${c.failed}, expired ${c.expired}, waiting ${c.waiting}, unanswered ${c.unreachable}`,
      items: c.paid + c.failed + c.expired,
      failures: c.unreachable,
    }
  },
})
