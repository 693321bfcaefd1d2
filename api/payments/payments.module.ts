import { defineModule } from '../kernel/module'
import { checkoutSweepJob } from './checkout-sweep-job'
import { paymentRoutes } from './payment-routes'

export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentRoutes,
  jobs: [checkoutSweepJob],
})
