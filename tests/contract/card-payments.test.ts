import { afterAll, beforeAll, describe } from 'vitest'
import { createIyzicoGateway } from '../../server/payments/iyzico-gateway'
import type { PaymentGateway } from '../../api/ports/payment-gateway'
import { IYZICO_TEST_KEYS, startIyzicoStandIn, type IyzicoStandIn } from '../support/iyzico-stand-in'
import { cardPaymentsSuite } from './card-payments.suite'
import { checkoutSweepSuite } from './checkout-sweep.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// Card payments and the sweep of checkouts without a callback on every store through the real iyzico adapter (server/payments/) and the loopback stand-in.
let standIn: IyzicoStandIn | null = null
let gateway: PaymentGateway | null = null
beforeAll(async () => {
  standIn = await startIyzicoStandIn()
  gateway = createIyzicoGateway({ ...IYZICO_TEST_KEYS, baseUrl: standIn.url })
})
afterAll(async () => {
  await standIn?.close()
})

describe.each(stores)('store: $name', (factory) => {
  // The gateway is read per API instance, after beforeAll started the stand-in.
  const h = useContractStore(factory, {
    get payments() {
      return gateway ?? undefined
    },
  })
  describe('card payments', () =>
    cardPaymentsSuite(
      h,
      () => standIn!,
      () => gateway!,
    ))
  describe('checkouts without a callback', () =>
    checkoutSweepSuite(
      h,
      () => standIn!,
      () => gateway!,
    ))
})
