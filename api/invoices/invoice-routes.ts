import { resources } from '../kernel/resources'
import { sampleRecord } from '../kernel/sample-record'
import type { OwnerCheck, OwnerExample, RouteEntry } from '../routes/define-route'
import { defineRoute } from '../routes/define-route'
import { ownListRoute } from '../routes/resource-routes'
import { errorResponseSchema } from '../lib/common.shared'
import type { InvoiceRecord } from './invoice.shared'
import { invoiceMessages } from './invoice-messages.shared'
import { idParamsSchema } from '../lib/common.shared'
import { meInvoiceListQuerySchema, meInvoiceListResponseSchema } from './invoice.shared'
import { invoiceResource } from './invoice-resource'
import { sendInvoicePdf } from './send-invoice-pdf'
import { declaredRecords } from '../routes/declared-records'

export const ownInvoice: OwnerCheck<typeof idParamsSchema, InvoiceRecord> = {
  find: (services, { id }) => declaredRecords(services, invoiceResource).findById(id),
  ownerIds: (invoice) => invoice.userId,
  notFound: invoiceMessages.notFound,
}

/** An invoice of `owner`, for the authorization sweep. */
export const exampleInvoice: OwnerExample = async (services, owner) => {
  const id = services.ports.ids.uuid()
  await declaredRecords(services, invoiceResource).create(
    sampleRecord(resources.invoices, 1, { id, number: `EX-${id}`, userId: owner.id }),
  )
  return { id }
}

// The customer's payment history (dashboard "Ödeme"): their own invoices, newest first by default, and
// each one's PDF (someone else's invoice answers 404, as if it did not exist).
export const meInvoiceRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: invoiceResource,
    path: '/api/me/invoices',
    tag: 'Faturalar',
    summary: 'Oturumdaki kullanıcının faturaları (ödeme geçmişi): arama, durum, sayfalama, sıralama',
    description: 'Faturalar',
    query: meInvoiceListQuerySchema,
    response: meInvoiceListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-issueDate',
    view: (invoice) => invoice,
  }),

  defineRoute({
    method: 'get',
    path: '/api/me/invoices/:id/pdf',
    summary: 'Kendi faturamın PDF dosyası (bilgilendirme amaçlı; GİB e-Arşiv faturası değildir)',
    tag: 'Faturalar',
    access: 'owner',
    params: idParamsSchema,
    owner: ownInvoice,
    example: exampleInvoice,
    responses: {
      200: {
        description: 'application/pdf; çevrimdışı demoda PDF’i sayfanın yapması için fatura ve satıcı (JSON)',
      },
      404: { description: invoiceMessages.notFound, schema: errorResponseSchema },
      503: { description: invoiceMessages.pdfUnavailable, schema: errorResponseSchema },
    },
    handler: ({ c, services, record }) => sendInvoicePdf(c, services.invoiceDocuments, record),
  }),
]
