import { resources } from '../kernel/resources'
import { sampleRecord } from '../kernel/sample-record'
import { errorResponseSchema, idParamsSchema } from '../lib/common.shared'
import { defineRoute, type OwnerCheck, type OwnerExample, type RouteEntry } from '../routes/define-route'
import { declaredRecords } from '../routes/declared-records'
import { formBodyOf } from '../site-forms/form-body'
import { exampleInvoice, ownInvoice } from '../invoices/invoice-routes'
import { invoiceResponseSchema } from '../invoices/invoice-input.shared'
import {
  checkoutStartResponseSchema,
  checkoutViewResponseSchema,
  paymentOptionsResponseSchema,
  refundInputSchema,
  type CheckoutRecord,
} from './checkout.shared'
import { checkoutResource } from './checkout-resource'
import { IYZICO_CALLBACK_PATH } from './checkout-service'
import { paymentMessages } from './payment-messages.shared'

const TAG = 'Ödemeler'
const failed = (description: string) => ({ description, schema: errorResponseSchema })

const ownCheckout: OwnerCheck<typeof idParamsSchema, CheckoutRecord> = {
  find: (services, { id }) => declaredRecords(services, checkoutResource).findById(id),
  ownerIds: (checkout) => checkout.userId,
  notFound: paymentMessages.checkoutNotFound,
}

const exampleCheckout: OwnerExample = async (services, owner) => {
  const { id: invoiceId } = await exampleInvoice(services, owner)
  const id = services.ports.ids.uuid()
  await declaredRecords(services, checkoutResource).create(
    sampleRecord(resources.paymentCheckouts, 1, {
      id,
      invoiceId: invoiceId ?? '',
      userId: owner.id,
      token: id,
    }),
  )
  return { id }
}

// Card payments (docs/rules/invoices-and-plans.md#card-payments): the customer's options and checkout, the
// gateway's callback (a real server path: the gateway posts the browser back to it), and the admin's refund.
export const paymentRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/me/payment-options',
    summary: 'Ödeme seçenekleri: kartla ödeme açık mı, havale/EFT bilgileri',
    tag: TAG,
    access: 'user',
    responses: { 200: { description: 'Seçenekler', schema: paymentOptionsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.checkouts.options() }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/invoices/:id/checkout',
    summary:
      'Kartla öde: faturanın kalan tutarı için ödeme altyapısının ödeme sayfasını açar (tutar ve para birimi sunucudan)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownInvoice,
    example: exampleInvoice,
    transient: true,
    activity: {
      type: 'payment',
      action: 'Kartla ödeme başlatıldı',
      details: ({ record }) => record.number,
      subject: ({ record }) => ({
        resource: 'invoices',
        recordId: record.id,
        userIds: [record.userId ?? ''],
      }),
    },
    responses: {
      201: { description: 'paymentPageUrl: müşteri bu adrese gider', schema: checkoutStartResponseSchema },
      404: failed('Fatura bulunamadı'),
      409: failed(`${paymentMessages.nothingToPay} / ${paymentMessages.cardUnavailable}`),
      502: failed('Ödeme altyapısı isteği reddetti'),
    },
    handler: async ({ c, services, record, user, ip }) =>
      c.json({ success: true, data: await services.checkouts.start(record.id, user, ip) }, 201),
  }),

  defineRoute({
    method: 'get',
    path: '/api/me/payments/checkouts/:id',
    summary:
      'Bir kart ödemesinin sonucu (ödeme sayfasından dönüşte); hâlâ bekleyen ödemenin sonucu ödeme altyapısına bir kez daha sorulur',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownCheckout,
    example: exampleCheckout,
    responses: {
      200: { description: 'Sonuç', schema: checkoutViewResponseSchema },
      404: failed(paymentMessages.checkoutNotFound),
    },
    handler: async ({ c, services, record, user }) =>
      c.json({ success: true, data: { checkout: await services.checkouts.view(record.id, user) } }),
  }),

  defineRoute({
    method: 'post',
    path: IYZICO_CALLBACK_PATH,
    summary:
      'iyzico’nun dönüşü (form: token): sonuç sunucudan iyzico’ya sorulur, ödeme bir kez kaydedilir; tarayıcı Ödeme sekmesine yönlendirilir',
    tag: TAG,
    access: 'public',
    activity: 'service',
    responses: { 303: { description: '#/user-dashboard?tab=billing&checkout=<id>' } },
    handler: async ({ c, services }) => {
      const form = await formBodyOf(c.req.raw)
      const token = form?.get('token')?.trim().slice(0, 200) || null
      return c.redirect(await services.checkouts.callback(token), 303)
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/admin/invoices/:id/refunds',
    summary:
      'Kart ödemesini iade et (ödeme altyapısı üzerinden): paymentId, amount (TL; yoksa ödemenin iade edilmemiş kısmı)',
    tag: 'Faturalar (admin)',
    access: 'admin',
    params: idParamsSchema,
    body: refundInputSchema,
    // Never queued offline and replayed later: a refund moves money now or not at all.
    transient: true,
    activity: 'service',
    responses: {
      201: { description: 'Fatura', schema: invoiceResponseSchema },
      400: failed(paymentMessages.refundTooLarge),
      404: failed(paymentMessages.refundPaymentNotFound),
      409: failed(paymentMessages.cardUnavailable),
      502: failed('Ödeme altyapısı iadeyi reddetti'),
    },
    handler: async ({ c, services, params, body, actor }) => {
      const invoice = await services.refunds.refund(params.id, body, actor)
      return c.json({ success: true, message: paymentMessages.refunded, data: { invoice } }, 201)
    },
  }),
]
