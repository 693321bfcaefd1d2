// Faturalama: the plan and its monthly fee as the catalogue resolves them (GET /api/me/plan), and the
// payment history.
import type { User } from '../../../api/users/user.shared'
import { cardClass } from '../../components/form-styles'
import { PaymentHistory } from '../../components/payment-history'
import { useMyPlan } from '../../lib/data/packages'
import { formatLongDate } from '../../lib/format-date'
import { formatMoney } from '../../lib/money'

export function BillingPanel({ user }: { user: Partial<Pick<User, 'subscriptionExpiry'>> }) {
  const plan = useMyPlan().data?.current ?? null
  return (
    <div className="space-y-8">
      <section aria-label="Plan" className={`${cardClass} flex flex-wrap items-center justify-between gap-4`}>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Mevcut plan</p>
          <p className="text-xl font-bold text-slate-900 dark:text-white">{plan?.name ?? '…'}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Bitiş: {formatLongDate(user.subscriptionExpiry) || 'Süresiz'}
          </p>
        </div>
        <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
          {plan ? formatMoney(plan.monthlyFee, plan.currency) : '…'}
          <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/ay</span>
        </p>
        <a
          href="#/user-dashboard?tab=billing"
          className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
        >
          Planları karşılaştır
        </a>
      </section>
      <PaymentHistory />
    </div>
  )
}
