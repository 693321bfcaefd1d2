// The customer's plan: name, expiry and monthly fee.
import { cardClass } from '../../../components/form-styles'
import { formatLongDate } from '../../../lib/format-date'
import { formatTry } from '../../../lib/money'
import { isFreePlan, monthlyFee, planName } from '../../../lib/plans'
import type { Subscription } from '../../../lib/plans'

export function CurrentPlan({
  subscription,
  expiry,
  active,
}: {
  subscription: Subscription
  expiry: string | null | undefined
  active: boolean
}) {
  return (
    <section aria-labelledby="current-plan-title" className={cardClass}>
      <h2 id="current-plan-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Mevcut Plan
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">Plan</dt>
          <dd className="text-xl font-bold text-slate-900 dark:text-white">
            {planName(subscription)}
            {!active && !isFreePlan(subscription) && (
              <span className="ml-2 text-sm font-medium text-red-700 dark:text-red-400">(Pasif)</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">Bitiş tarihi</dt>
          <dd className="text-xl font-bold text-slate-900 dark:text-white">
            {formatLongDate(expiry) || 'Süresiz'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">Aylık ücret</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums dark:text-white">
            {formatTry(monthlyFee(subscription))}
            <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/ay</span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
