// The plans on offer (Temel, Premium, Kurumsal). Another card than the current one shows what
// `renderAction` gives it (the plan-change request, plan-change-button.tsx), or nothing.
import type { ReactNode } from 'react'
import { CheckIcon } from '../../../components/icons'
import { formatTry } from '../../../lib/money'
import { PLAN_CARDS, isCurrentPlanCard } from '../../../lib/plans'
import type { PlanCard, Subscription } from '../../../lib/plans'

export function PlanCards({
  subscription,
  renderAction,
}: {
  subscription: Subscription
  renderAction?: (card: PlanCard) => ReactNode
}) {
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Planlar
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-3">
        {PLAN_CARDS.map((card) => {
          const current = isCurrentPlanCard(card, subscription)
          return (
            <li
              key={card.key}
              aria-label={`${card.name} planı`}
              className={`relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${card.popular ? 'border-blue-600 ring-1 ring-blue-600 dark:border-blue-400 dark:ring-blue-400' : 'border-slate-200 dark:border-slate-800'}`}
            >
              {card.popular && (
                <span className="absolute -top-3 left-5 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
                  Popüler
                </span>
              )}
              <h3 className="font-semibold text-slate-900 dark:text-white">{card.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
                {formatTry(card.monthlyPrice)}
                <span className="text-base font-medium text-slate-600 dark:text-slate-400">/ay</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <CheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                    {feature}
                  </li>
                ))}
              </ul>
              {current ? (
                <p className="mt-5 text-center text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                  Mevcut planınız
                </p>
              ) : (
                renderAction?.(card)
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
