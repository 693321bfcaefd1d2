import { defineJob } from '../jobs/job'

// docs/rules/invoices-and-plans.md#renewals: hourly, a few minutes after the overdue job, so a run finds
// the invoices it marked. Each subscription's steps are decided under its lock (subscription-steps.ts).
export const subscriptionBillingJob = defineJob({
  name: 'subscription-billing',
  label: 'Abonelik yenileme ve askıya alma',
  schedule: '10 * * * *',
  async run(services, _now, { signal }) {
    const c = await services.subscriptions.runBilling(signal)
    return {
      summary: `invoiced ${c.invoiced}, suspended ${c.suspended}, reactivated ${c.reactivated}`,
      items: c.invoiced + c.suspended + c.reactivated,
      failures: 0,
    }
  },
})
