// Ödeme: the current plan, payment history, the plans on offer and the free plan's limits.
import { FreePlanLimits } from '../../../components/free-plan-limits'
import { useMyApprovals } from '../../../lib/data/approvals'
import { useMe } from '../../../lib/data/me'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { CurrentPlan } from './current-plan'
import { PaymentHistory } from '../../../components/payment-history'
import { PlanChangeButton } from './plan-change-button'
import { PlanCards } from './plan-cards'

export function BillingTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const approvals = useMyApprovals()
  const user = me.data ?? session.user
  return (
    <div className="space-y-8">
      <CurrentPlan
        subscription={user?.subscription}
        expiry={user?.subscriptionExpiry}
        active={user?.subscriptionStatus !== 'inactive'}
      />
      <PaymentHistory />
      <PlanCards
        subscription={user?.subscription}
        renderAction={(card) => <PlanChangeButton plan={{ name: card.name }} approvals={approvals.data} />}
      />
      <FreePlanLimits />
    </div>
  )
}
