// The subscription on Ödeme (docs/rules/invoices-and-plans.md#subscriptions): its package and period, its
// state (a suspension says why and how to end it), the current period and the credit a downgrade left.
import { formatKurus } from '../../../../api/invoices/invoice-labels.shared'
import { subscriptionMessages } from '../../../../api/subscriptions/subscription-messages.shared'
import { cardClass } from '../../../components/form-styles'
import { formatLongDate } from '../../../lib/format-date'
import { useMySubscription } from '../../../lib/data/subscriptions'

const m = subscriptionMessages

export function SubscriptionSummary() {
  const { data } = useMySubscription()
  if (!data) return null
  const warn = data.status === 'past_due' || data.status === 'suspended'
  return (
    <section aria-labelledby="subscription-title" className={cardClass}>
      <h2 id="subscription-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Abonelik
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Paket</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {data.packageName} · {m.periodLabel[data.period]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Durum</dt>
          <dd
            className={
              warn
                ? 'font-semibold text-red-700 dark:text-red-400'
                : 'font-semibold text-slate-900 dark:text-white'
            }
          >
            {m.statusLabel[data.status]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Dönem</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {data.currentPeriodStart
              ? `${formatLongDate(data.currentPeriodStart)} – ${formatLongDate(data.currentPeriodEnd)}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Alacak</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatKurus(data.creditKurus)}
          </dd>
        </div>
      </dl>
      {data.status === 'suspended' && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {m.suspendedHint}
        </p>
      )}
    </section>
  )
}
