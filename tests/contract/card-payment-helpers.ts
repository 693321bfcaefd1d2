import { expect } from 'vitest'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import type { IyzicoStandIn } from '../support/iyzico-stand-in'
import type { Harness } from './harness'
import { issued } from './invoice-helpers'

// Card payments over the HTTP app against the iyzico stand-in: an invoice for a new customer, "Kartla öde",
// the hosted page's card, and the gateway's callback as the browser posts it.

export const CALLBACK = '/api/payments/iyzico/callback'

export async function openInvoice(h: Harness, body: Record<string, unknown> = {}) {
  const admin = await h.adminToken()
  const customer = await h.customerToken()
  const invoice = await issued(h, admin.token, { customerEmail: customer.user.email, amount: 299, ...body })
  return { admin, customer, invoice }
}

/** "Kartla öde": the hosted page's address and its token. */
export async function startCheckout(h: Harness, token: string, invoiceId: string) {
  const res = await h.call('POST', `/api/me/invoices/${invoiceId}/checkout`, { token })
  expect(res.status, res.text).toBe(201)
  const data = (res.body as { data: { checkoutId: string; paymentPageUrl: string } }).data
  return { ...data, gatewayToken: new URL(data.paymentPageUrl).searchParams.get('token') ?? '' }
}

/** The browser posting the gateway's token back (what the hosted page does); answers where it goes. */
export async function postCallback(h: Harness, gatewayToken: string, app = h.app) {
  const response = await app.request(new URL(CALLBACK, h.ports.config.publicUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': h.ip() },
    body: new URLSearchParams({ token: gatewayToken }).toString(),
  })
  expect(response.status).toBe(303)
  return response.headers.get('location') ?? ''
}

export async function payByCard(
  h: Harness,
  standIn: IyzicoStandIn,
  token: string,
  invoiceId: string,
  card: string,
) {
  const checkout = await startCheckout(h, token, invoiceId)
  standIn.pay(checkout.gatewayToken, card)
  const location = await postCallback(h, checkout.gatewayToken)
  return { ...checkout, location }
}

export const storedInvoice = async (h: Harness, id: string): Promise<InvoiceRecord> =>
  (await h.ports.repos.resource(invoiceResource).findById(id))!

export async function checkoutView(h: Harness, token: string, checkoutId: string) {
  const res = await h.call('GET', `/api/me/payments/checkouts/${checkoutId}`, { token })
  expect(res.status, res.text).toBe(200)
  return (res.body as { data: { checkout: { status: string; error: string | null; amountKurus: number } } })
    .data.checkout
}
