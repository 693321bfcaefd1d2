// Ödeme: the current plan, payment history, the plans on offer and the free plan's limits. The plan and
// the offers come from the package catalogue (GET /api/me/plan), so an admin's change shows here.
import { FreePlanLimits } from '../../../components/free-plan-limits'
import { useMyApprovals } from '../../../lib/data/approvals'
import { useMe } from '../../../lib/data/me'
import { useMyPlan } from '../../../lib/data/packages'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { CurrentPlan } from './current-plan'
import { PaymentHistory } from '../../../components/payment-history'
import { PlanChangeButton } from './plan-change-button'
import { PlanCards } from './plan-cards'

export function BillingTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const plan = useMyPlan()
  const approvals = useMyApprovals()
  const user = me.data ?? session.user
  return (
    <div className="space-y-8">
      <CurrentPlan
        plan={plan.data?.current ?? null}
        expiry={user?.subscriptionExpiry}
        active={user?.subscriptionStatus !== 'inactive'}
      />
      <PaymentHistory />
      <PlanCards
        offers={plan.data?.offers ?? null}
        currentId={plan.data?.current.packageId ?? null}
        error={plan.error}
        renderAction={(offer) => (
          <PlanChangeButton plan={{ id: offer.id, name: offer.name }} approvals={approvals.data} />
        )}
      />
      <FreePlanLimits />
    </div>
  )
}
