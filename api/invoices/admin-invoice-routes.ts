import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminResourceRoutes } from '../routes/resource-routes'
import { adminWriteRoutes } from '../routes/write-routes'
import { errorResponseSchema, idSchema } from '../lib/common.shared'
import { invoiceRecordSchema, invoiceStatusSchema } from './invoice.shared'
import {
  invoiceCreateInputSchema,
  invoicePatchSchema,
  invoicePaymentInputSchema,
  invoiceResponseSchema,
  invoiceStatsResponseSchema,
} from './invoice-input.shared'
import { invoiceMessages } from './invoice-messages.shared'
import { idParamsSchema } from '../lib/common.shared'
import { invoiceResource } from './invoice-resource'
import { sendInvoicePdf } from './send-invoice-pdf'

const TAG = 'Faturalar (admin)'
const PATH = '/api/admin/invoices'
const missing = { description: invoiceMessages.notFound, schema: errorResponseSchema }
const refused = { description: 'Eksik veya geçersiz alan', schema: errorResponseSchema }
const conflict = {
  description: 'Kural gereği yapılamaz (ödenmiş, iptal, en son değil)',
  schema: errorResponseSchema,
}
const answered = { description: 'Fatura', schema: invoiceResponseSchema }

// The back-office's invoices (docs/rules/invoices-and-plans.md#invoices): stats, the list (search by
// number, customer name or e-mail; status, customer) and one, issue, change, record a payment, delete the
// newest of its series, and the PDF. Each write's service logs its activity entry and audit row.
export const adminInvoiceRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Fatura sayıları (durum başına), bu ay alınan ödemeler ve açık alacak (kuruş)',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Fatura sayıları', schema: invoiceStatsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.invoices.stats() }),
  }),

  ...adminResourceRoutes({
    declaration: invoiceResource,
    path: PATH,
    tag: TAG,
    names: { list: 'Faturalar', one: 'Bir fatura' },
    notFound: invoiceMessages.notFound,
    filters: { status: invoiceStatusSchema, userId: idSchema },
    sortable: ['createdAt', 'issueDate', 'dueDate', 'amount', 'totalKurus', 'status', 'number'],
    defaultSort: '-issueDate',
    item: invoiceRecordSchema,
    view: (invoice) => invoice,
  }),

  ...adminWriteRoutes({
    path: PATH,
    tag: TAG,
    key: 'invoice',
    response: invoiceResponseSchema,
    messages: invoiceMessages,
    refused: refused.description,
    create: {
      summary:
        'Fatura düzenle: customerEmail (kayıtlı bir kullanıcı), isteğe bağlı amount (TL, KDV hariç; yoksa planın aylık fiyatı; plan da yoksa 400), plan veya packageId, dueDate (yoksa 30 gün sonra), description. Numara INV-<yıl>-<0001>; müşteriye PDF ekli e-posta ve bildirim gider.',
      description: 'Düzenlenen fatura',
      body: invoiceCreateInputSchema,
      run: (services, body, actor) => services.invoices.create(body, actor),
    },
    update: {
      summary:
        'Faturayı güncelle (yalnızca gönderilen alanlar): description, dueDate, amount, plan/packageId, status. Ödenmiş faturanın tutarı değişmez.',
      description: 'Fatura',
      body: invoicePatchSchema,
      run: (services, id, body, actor) => services.invoices.update(id, body, actor),
      conflict: conflict.description,
    },
    remove: {
      summary:
        'Faturayı sil: yalnızca serisinin en son faturası (numara geri verilir); diğerleri iptal edilir',
      run: (services, id, actor) => services.invoices.remove(id, actor),
      conflict: conflict.description,
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/payments`,
    summary:
      'Ödeme kaydet: paidAt, method (bank_transfer, credit_card, cash, other), reference, amount (TL; yoksa kalan tutar). Ödemeler toplamı karşılayınca fatura ödendi olur.',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: invoicePaymentInputSchema,
    activity: 'service',
    responses: { 201: answered, 400: refused, 404: missing, 409: conflict },
    handler: async ({ c, services, params, body, actor }) => {
      const invoice = await services.invoices.recordPayment(params.id, body, actor)
      return c.json({ success: true, message: invoiceMessages.paymentRecorded, data: { invoice } }, 201)
    },
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/pdf`,
    summary: 'Faturanın PDF dosyası (bilgilendirme amaçlı; GİB e-Arşiv faturası değildir)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: {
      200: {
        description: 'application/pdf; çevrimdışı demoda PDF’i sayfanın yapması için fatura ve satıcı (JSON)',
      },
      404: missing,
      503: { description: invoiceMessages.pdfUnavailable, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params }) => {
      const invoice = await services.invoices.findById(params.id)
      if (!invoice) throw new ApiError(404, invoiceMessages.notFound)
      return sendInvoicePdf(c, services.invoiceDocuments, invoice)
    },
  }),
]
