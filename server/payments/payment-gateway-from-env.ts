import type { PaymentGateway } from '../../api/ports/payment-gateway'
import type { Env } from '../env'
import { createIyzicoGateway } from './iyzico-gateway'

/**
 * The card gateway the environment configures (docs/rules/configuration.md): iyzico with both keys,
 * else none (the customers see bank-transfer instructions).
 */
export function paymentGatewayFromEnv(
  env: Pick<Env, 'IYZICO_API_KEY' | 'IYZICO_SECRET_KEY' | 'IYZICO_BASE_URL'>,
  log: (line: string) => void,
): { payments?: PaymentGateway } {
  if (!env.IYZICO_API_KEY || !env.IYZICO_SECRET_KEY) {
    if (env.IYZICO_API_KEY || env.IYZICO_SECRET_KEY)
      log('IYZICO_API_KEY and IYZICO_SECRET_KEY must both be set: card payments are off.')
    return {}
  }
  return {
    payments: createIyzicoGateway({
      apiKey: env.IYZICO_API_KEY,
      secretKey: env.IYZICO_SECRET_KEY,
      baseUrl: env.IYZICO_BASE_URL,
    }),
  }
}
