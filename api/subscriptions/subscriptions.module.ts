import { defineModule } from '../kernel/module'
import { subscriptionBillingJob } from './billing-job'
import { meSubscriptionRoutes } from './subscription-routes'

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: meSubscriptionRoutes,
  jobs: [subscriptionBillingJob],
})
