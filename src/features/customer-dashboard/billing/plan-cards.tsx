// The plans on offer: the catalogue's offered packages, cheapest first, a month and a year (GET /api/me/plan).
// The current one says so; another card shows what `renderAction` gives it (the plan-change request),
// or nothing.
import type { ReactNode } from 'react'
import type { PlanOffer } from '../../../../api/packages/package-admin.shared'
import { CheckIcon } from '../../../components/icons'
import { formatMoney } from '../../../lib/money'

export function PlanCards({
  offers,
  currentId,
  error = null,
  renderAction,
}: {
  /** Null while loading. */
  offers: readonly PlanOffer[] | null
  currentId: string | null
  error?: string | null
  renderAction?: (offer: PlanOffer) => ReactNode
}) {
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Planlar
      </h2>
      {offers === null ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{error ?? 'Planlar yükleniyor…'}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-3">
          {offers.map((offer) => (
            <li
              key={offer.id}
              aria-label={`${offer.name} planı`}
              className={`relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${offer.isPopular ? 'border-blue-600 ring-1 ring-blue-600 dark:border-blue-400 dark:ring-blue-400' : 'border-slate-200 dark:border-slate-800'}`}
            >
              {offer.isPopular && (
                <span className="absolute -top-3 left-5 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
                  Popüler
                </span>
              )}
              <h3 className="font-semibold text-slate-900 dark:text-white">{offer.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
                {formatMoney(offer.price, offer.currency)}
                <span className="text-base font-medium text-slate-600 dark:text-slate-400">/ay</span>
              </p>
              <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-400">
                ya da {formatMoney(offer.yearlyPrice, offer.currency)}/yıl
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {offer.features.map((feature, index) => (
                  <li key={`${index}-${feature}`} className="flex items-center gap-2">
                    <CheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                    {feature}
                  </li>
                ))}
              </ul>
              {offer.id === currentId ? (
                <p className="mt-5 text-center text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                  Mevcut planınız
                </p>
              ) : (
                renderAction?.(offer)
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
