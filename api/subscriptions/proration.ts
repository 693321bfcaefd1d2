import type { BillingPeriod, PackageRecord } from '../packages/package.shared'
import { istanbulDayNumber } from '../invoices/reminder-schedule'

// docs/rules/invoices-and-plans.md#proration: a plan change credits the unused days of the old plan and
// charges the remaining days of the new one, by Istanbul calendar days, rounded half up to the kuruş.
// A change of period (monthly ↔ yearly) starts a new period today at the new plan's full price.

/** What one period of the package costs, net, in kuruş: `price` a month, `yearlyPrice` a year. */
export const periodPriceKurus = (pkg: Pick<PackageRecord, 'price' | 'yearlyPrice'>, period: BillingPeriod) =>
  (period === 'yearly' ? pkg.yearlyPrice : pkg.price) * 100

/** The end of a period that starts at `start` (one calendar month or year later, same time of day). */
export function periodEnd(start: string, period: BillingPeriod): string {
  const end = new Date(start)
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return end.toISOString()
}

export interface CurrentPlan {
  priceKurus: number
  period: BillingPeriod
  start: string
  end: string
}

export interface Proration {
  creditKurus: number
  chargeKurus: number
  /** charge − credit − the credit the customer already holds. */
  netKurus: number
  daysLeft: number
  periodDays: number
  /** Whether the change starts a new period today (no paid period, or another period length). */
  restartsPeriod: boolean
}

/**
 * The proration of moving to `next` (its price for its period) at `now`. `current` null: no paid period
 * runs (the free plan, or a subscription not started), so the new plan's whole period is charged.
 */
export function prorate(
  current: CurrentPlan | null,
  next: { priceKurus: number; period: BillingPeriod },
  now: Date,
  balanceKurus = 0,
): Proration {
  const running = current && new Date(current.end).getTime() > now.getTime() ? current : null
  const periodDays = running
    ? istanbulDayNumber(new Date(running.end)) - istanbulDayNumber(new Date(running.start))
    : 0
  const daysLeft = running
    ? Math.min(periodDays, Math.max(0, istanbulDayNumber(new Date(running.end)) - istanbulDayNumber(now)))
    : 0
  const share = (kurus: number) => (periodDays > 0 ? Math.round((kurus * daysLeft) / periodDays) : 0)
  const creditKurus = running ? share(running.priceKurus) : 0
  const restartsPeriod = !running || running.period !== next.period
  const chargeKurus = restartsPeriod ? next.priceKurus : share(next.priceKurus)
  return {
    creditKurus,
    chargeKurus,
    netKurus: chargeKurus - creditKurus - balanceKurus,
    daysLeft,
    periodDays,
    restartsPeriod,
  }
}
