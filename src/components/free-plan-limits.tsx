// docs/rules/packages.md#free-plan, shown on the billing tab and the minimal dashboard.
import { FREE_PLAN_LIMITS } from '../lib/plans'
import { CheckIcon } from './icons'

export function FreePlanLimits() {
  return (
    <section
      aria-labelledby="free-plan-limits"
      className="rounded-2xl border border-dashed border-slate-300 p-5 dark:border-slate-700"
    >
      <h2 id="free-plan-limits" className="font-semibold text-slate-900 dark:text-white">
        Ücretsiz plan limitleri
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {FREE_PLAN_LIMITS.map((limit) => (
          <li key={limit} className="flex items-center gap-2">
            <CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            {limit}
          </li>
        ))}
      </ul>
    </section>
  )
}
