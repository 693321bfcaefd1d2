import type { PaymentGatewayName } from '../payments/checkout.shared'

// The payment port (docs/rules/invoices-and-plans.md#card-payments): a card gateway's hosted checkout.
// The Node host fills it with iyzico's HTTP API when IYZICO_API_KEY and IYZICO_SECRET_KEY are set
// (server/payments/); the offline demo has none, so it shows bank-transfer instructions instead.
// Amounts cross the port in kuruş; the adapter writes the gateway's own price strings.

export interface CheckoutBuyer {
  id: string
  name: string
  email: string
  phone: string | null
  /** The customer's address as the server saw it. */
  ip: string
}

export interface CheckoutRequest {
  /** Our checkout's id: the gateway names it back (conversationId). */
  conversationId: string
  /** The invoice's id (basketId). */
  basketId: string
  /** The basket's one item: the invoice. */
  itemName: string
  amountKurus: number
  currency: 'TRY'
  /** Where the gateway posts the customer back with the token (a real server path). */
  callbackUrl: string
  buyer: CheckoutBuyer
}

export type GatewayFailure = { ok: false; errorCode: string; errorMessage: string }

/**
 * A failure's `errorCode` when the gateway could not be asked, or its answer could not be trusted (no valid
 * signature, held by its fraud check): nothing is known of the payment, unlike a failure the gateway
 * itself answered (a checkout it never completed).
 */
export const GATEWAY_UNREACHABLE = 'unreachable'

export type CheckoutOpened = { ok: true; token: string; paymentPageUrl: string } | GatewayFailure

/** The gateway's own answer about one checkout, read server-side and checked against its signature. */
export type CheckoutResult =
  | {
      ok: true
      paid: true
      paymentId: string
      /** The charged item's id (iyzico's paymentTransactionId): what a refund names. */
      transactionId: string
      conversationId: string
      basketId: string
      paidKurus: number
      currency: string
    }
  | { ok: true; paid: false; conversationId: string; errorCode: string; errorMessage: string }
  | GatewayFailure

export interface RefundRequest {
  conversationId: string
  transactionId: string
  amountKurus: number
  currency: 'TRY'
  ip: string
}

export type RefundResult = { ok: true; reference: string; refundedKurus: number } | GatewayFailure

export interface PaymentGateway {
  name: PaymentGatewayName
  /** Opens a hosted checkout: the customer pays on `paymentPageUrl`. */
  initializeCheckout(request: CheckoutRequest): Promise<CheckoutOpened>
  /** The result of the checkout `token`, asked of the gateway (never taken from the browser). */
  retrieveCheckout(token: string, conversationId: string): Promise<CheckoutResult>
  refund(request: RefundRequest): Promise<RefundResult>
}
