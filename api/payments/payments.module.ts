import { defineModule } from '../kernel/module'
import { paymentRoutes } from './payment-routes'

export const paymentsModule = defineModule({ name: 'payments', routes: paymentRoutes })
