// The customer's plan: its name, expiry and monthly fee, as the catalogue resolves it (null: still loading).
import type { MyPlan } from '../../../../api/packages/package-admin.shared'
import { cardClass } from '../../../components/form-styles'
import { formatLongDate } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'

const loadingMark = <span className="text-slate-400 dark:text-slate-500">…</span>

export function CurrentPlan({
  plan,
  expiry,
  active,
}: {
  plan: MyPlan['current'] | null
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
            {plan ? plan.name : loadingMark}
            {plan && !active && plan.packageId !== null && (
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
            {plan ? formatMoney(plan.monthlyFee, plan.currency) : loadingMark}
            <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/ay</span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
