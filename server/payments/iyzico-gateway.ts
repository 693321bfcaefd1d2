import {
  GATEWAY_UNREACHABLE,
  type CheckoutOpened,
  type CheckoutRequest,
  type CheckoutResult,
  type GatewayFailure,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from '../../api/ports/payment-gateway'
import { paymentMessages } from '../../api/payments/payment-messages.shared'
import {
  iyzicoAuthorization,
  iyzicoPrice,
  kurusOf,
  responseSignatureOf,
  signatureMatches,
} from './iyzico-signature'

// iyzico's documented HTTP API behind the payment port (docs/decisions/0032-iyzico-over-its-http-api.md):
// Checkout Form initialize and retrieve, and refund, each a JSON POST signed with IYZWSv2.

export const IYZICO_PATHS = {
  initialize: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
  retrieve: '/payment/iyzipos/checkoutform/auth/ecom/detail',
  refund: '/payment/refund',
} as const

export interface IyzicoOptions {
  apiKey: string
  secretKey: string
  /** https://sandbox-api.iyzipay.com or https://api.iyzipay.com (a loopback stand-in in tests). */
  baseUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type Answer = Record<string, unknown>

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const failure = (answer: Answer): GatewayFailure => ({
  ok: false,
  errorCode: text(answer.errorCode) || 'unknown',
  errorMessage: text(answer.errorMessage) || paymentMessages.gatewayUnreachable,
})

const unreachable: GatewayFailure = {
  ok: false,
  errorCode: GATEWAY_UNREACHABLE,
  errorMessage: paymentMessages.gatewayUnreachable,
}

/** The customer's name split as iyzico wants it (name and surname both required). */
function nameParts(full: string): { name: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { name: words[0] || 'Müşteri', surname: words[0] || 'Müşteri' }
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1) ?? '' }
}

export function createIyzicoGateway(options: IyzicoOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000

  async function post(path: string, payload: Answer): Promise<Answer | null> {
    const body = JSON.stringify(payload)
    const { authorization, randomKey } = iyzicoAuthorization(options.apiKey, options.secretKey, path, body)
    try {
      const response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization,
          'x-iyzi-rnd': randomKey,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const answer: unknown = await response.json()
      return answer && typeof answer === 'object' ? (answer as Answer) : null
    } catch {
      return null
    }
  }

  return {
    name: 'iyzico',

    async initializeCheckout(request: CheckoutRequest): Promise<CheckoutOpened> {
      const price = iyzicoPrice(request.amountKurus)
      const { name, surname } = nameParts(request.buyer.name)
      const address = { contactName: request.buyer.name, city: 'Istanbul', country: 'Turkey', address: '-' }
      const answer = await post(IYZICO_PATHS.initialize, {
        locale: 'tr',
        conversationId: request.conversationId,
        price,
        paidPrice: price,
        currency: request.currency,
        basketId: request.basketId,
        paymentGroup: 'SUBSCRIPTION',
        callbackUrl: request.callbackUrl,
        enabledInstallments: [1],
        buyer: {
          id: request.buyer.id,
          name,
          surname,
          email: request.buyer.email,
          // iyzico requires an identity number; SiteKur does not collect one (its documented placeholder).
          identityNumber: '11111111111',
          registrationAddress: '-',
          city: 'Istanbul',
          country: 'Turkey',
          ip: request.buyer.ip,
          ...(request.buyer.phone ? { gsmNumber: request.buyer.phone } : {}),
        },
        billingAddress: address,
        basketItems: [
          {
            id: request.basketId,
            name: request.itemName,
            category1: 'SiteKur',
            itemType: 'VIRTUAL',
            price,
          },
        ],
      })
      if (!answer) return unreachable
      const token = text(answer.token)
      const paymentPageUrl = text(answer.paymentPageUrl)
      if (answer.status !== 'success' || !token || !paymentPageUrl) return failure(answer)
      if (answer.conversationId !== request.conversationId) return unreachable
      return { ok: true, token, paymentPageUrl }
    },

    async retrieveCheckout(token: string, conversationId: string): Promise<CheckoutResult> {
      const answer = await post(IYZICO_PATHS.retrieve, { locale: 'tr', conversationId, token })
      if (!answer) return unreachable
      const paymentStatus = text(answer.paymentStatus)
      if (answer.status === 'success' && paymentStatus === 'SUCCESS') {
        const expected = responseSignatureOf(options.secretKey, [
          answer.paymentStatus,
          answer.paymentId,
          answer.currency,
          answer.basketId,
          answer.conversationId,
          answer.paidPrice,
          answer.price,
          answer.token,
        ])
        const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Answer[]) : []
        const paidKurus = kurusOf(answer.paidPrice)
        const transactionId = text(items[0]?.paymentTransactionId)
        // An answer without a valid signature, or one iyzico's fraud check holds, records nothing.
        if (!signatureMatches(expected, answer.signature) || paidKurus === null || !transactionId)
          return unreachable
        if (answer.fraudStatus !== undefined && answer.fraudStatus !== 1) return unreachable
        return {
          ok: true,
          paid: true,
          paymentId: text(answer.paymentId),
          transactionId,
          conversationId: text(answer.conversationId),
          basketId: text(answer.basketId),
          paidKurus,
          currency: text(answer.currency),
        }
      }
      // The card was declined (FAILURE) or 3-D Secure did not complete: the gateway says why.
      if (paymentStatus && paymentStatus !== 'SUCCESS') {
        return {
          ok: true,
          paid: false,
          conversationId: text(answer.conversationId),
          errorCode: text(answer.errorCode) || paymentStatus,
          errorMessage: text(answer.errorMessage) || paymentMessages.declinedNoReason,
        }
      }
      return failure(answer)
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const answer = await post(IYZICO_PATHS.refund, {
        locale: 'tr',
        conversationId: request.conversationId,
        paymentTransactionId: request.transactionId,
        price: iyzicoPrice(request.amountKurus),
        currency: request.currency,
        ip: request.ip,
      })
      if (!answer) return unreachable
      if (answer.status !== 'success') return failure(answer)
      const refundedKurus = kurusOf(answer.price)
      if (refundedKurus === null) return unreachable
      return {
        ok: true,
        reference: text(answer.hostReference) || text(answer.paymentTransactionId),
        refundedKurus,
      }
    },
  }
}
