import { ApiError } from '../../lib/http'
import type { ApiPorts } from '../../ports'
import type { PlanChoice, SubscriptionService } from '../../subscriptions/subscription-service'
import type { UserRecord } from '../../users/user.shared'
import type { FlowPlan } from './flow-state'

// docs/rules/invoices-and-plans.md#registration: the plan a Google sign-up carries. The start keeps a
// plan of the catalogue in the signed flow state (an unknown or inactive one is dropped, and the sign-in
// goes on without it); the callback gives it to an account it has just created. Google has verified
// that address, so the subscription starts and its first invoice is issued at once, by the same
// subscriptions code the e-mail verification runs (choose, then afterVerified).

export type SignUpSubscriptions = Pick<SubscriptionService, 'checkChoice' | 'choose' | 'afterVerified'>

export function createSignUpPlans(ports: Pick<ApiPorts, 'logger'>, subscriptions: SignUpSubscriptions) {
  /** The catalogue's package and period; null when none was asked for or the catalogue refuses it. */
  async function check(plan: string | undefined, period: string | undefined): Promise<PlanChoice | null> {
    try {
      return await subscriptions.checkChoice(plan, period)
    } catch (error) {
      if (error instanceof ApiError) return null
      throw error
    }
  }

  return {
    /** The start's `plan` and `period` as the flow state keeps them, or null. */
    async atStart(plan: string | undefined, period: string | undefined): Promise<FlowPlan | null> {
      const choice = await check(plan, period)
      return choice && { code: choice.pkg.code, period: choice.period }
    },

    /**
     * A new account's sealed plan, checked again (the package may have left the catalogue meanwhile),
     * starts. An admin (ADMIN_EMAILS) is not billed. A failure does not undo the sign-in: it is logged,
     * and a subscription left pending is started by the billing job's next run.
     */
    async startFor(user: UserRecord, plan: FlowPlan | null): Promise<void> {
      if (!plan || user.role === 'admin') return
      try {
        const choice = await check(plan.code, plan.period)
        if (!choice) return
        await subscriptions.choose(user, choice)
        await subscriptions.afterVerified(user)
      } catch (error) {
        ports.logger.error('Google sign-up: the chosen plan did not start', {
          user: user.id,
          error: String(error),
        })
      }
    },
  }
}
