// Card payments (docs/rules/invoices-and-plans.md#card-payments): the customer's options, "Kartla öde"
// (POST /api/me/invoices/:id/checkout, never queued offline), a checkout's outcome after the gateway sends
// the customer back, and the admin's refund (POST /api/admin/invoices/:id/refunds).
import type { Invoice } from '../../../api/invoices/invoice.shared'
import type { CheckoutView, PaymentOptions } from '../../../api/payments/checkout.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { invoiceKeys } from './invoices'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

const schemas = () => import('../../../api/payments/checkout.shared')
const optionsSchema = lazySchema(() =>
  schemas().then((m) => m.paymentOptionsResponseSchema.transform((a) => a.data)),
)
const startSchema = lazySchema(() =>
  schemas().then((m) => m.checkoutStartResponseSchema.transform((a) => a.data)),
)
const viewSchema = lazySchema(() =>
  schemas().then((m) => m.checkoutViewResponseSchema.transform((a) => a.data.checkout)),
)
const invoiceSchema = lazySchema(() =>
  import('../../../api/invoices/invoice-input.shared').then((m) =>
    m.invoiceResponseSchema.transform((answer) => answer.data.invoice),
  ),
)

export const paymentKeys = {
  options: ['payments', 'options'] as const,
  checkout: (id: string) => ['invoices', 'checkout', id] as const,
}

export const usePaymentOptions = () =>
  useResourceQuery(paymentKeys.options, (signal): Promise<PaymentOptions> =>
    api.get('/api/me/payment-options', { schema: optionsSchema, signal }),
  )

/** Opens the gateway's hosted checkout for what the invoice still owes; answers the page's address. */
export const startCardCheckout = (invoiceId: string) =>
  api.post(`/api/me/invoices/${encodeURIComponent(invoiceId)}/checkout`, undefined, {
    schema: startSchema,
    fallbackMessage: 'Ödeme başlatılamadı. Lütfen tekrar deneyin.',
  })

export const useCheckout = (id: string | null) =>
  useResourceQuery(
    paymentKeys.checkout(id ?? ''),
    (signal): Promise<CheckoutView> =>
      api.get(`/api/me/payments/checkouts/${encodeURIComponent(id ?? '')}`, { schema: viewSchema, signal }),
    { enabled: id !== null },
  )

export async function refundPayment(
  invoiceId: string,
  input: { paymentId: string; amount?: number },
): Promise<{ invoice: Invoice | null; message: string | null }> {
  const outcome = await write(
    () =>
      api.post(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/refunds`, input, {
        fallbackMessage: 'İade yapılırken bir hata oluştu.',
      }),
    invoiceSchema,
    [invoiceKeys.all, adminOverviewKeys.all],
  )
  if (outcome.kind === 'queued') return { invoice: null, message: 'Bağlantı yok: iade yapılamadı.' }
  return { invoice: outcome.value, message: outcome.message }
}
