// Ödeme: the current plan, payment history, the plans on offer and the free plan's limits. The plan and
// the offers come from the package catalogue (GET /api/me/plan), so an admin's change shows here.
import { FreePlanLimits } from '../../../components/free-plan-limits'
import { useMyApprovals } from '../../../lib/data/approvals'
import { useMe } from '../../../lib/data/me'
import { useMyPlan } from '../../../lib/data/packages'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { CurrentPlan } from './current-plan'
import { SubscriptionSummary } from './subscription-summary'
import { PaymentHistory } from '../../../components/payment-history'
import { PlanChangeButton } from './plan-change-button'
import { PlanCards } from './plan-cards'
import { BankTransferInstructions, CheckoutOutcome, PayByCardButton } from './card-payment'
import { useMyInvoices } from '../../../lib/data/invoices'
import { useSearch } from '@tanstack/react-router'

export function BillingTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const plan = useMyPlan()
  const approvals = useMyApprovals()
  const user = me.data ?? session.user
  const invoices = useMyInvoices()
  // The gateway sends the customer back to `?tab=billing&checkout=<id>` (src/routes/user-dashboard.tsx).
  const { checkout } = useSearch({ strict: false }) as { checkout?: string }
  return (
    <div className="space-y-8">
      {checkout && <CheckoutOutcome checkoutId={checkout} />}
      <CurrentPlan
        plan={plan.data?.current ?? null}
        expiry={user?.subscriptionExpiry}
        active={user?.subscriptionStatus !== 'inactive'}
      />
      <SubscriptionSummary />
      <PaymentHistory renderAction={(invoice) => <PayByCardButton invoice={invoice} />}>
        <div className="mt-3">
          <BankTransferInstructions invoices={invoices.data ?? []} />
        </div>
      </PaymentHistory>
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
