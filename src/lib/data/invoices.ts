// Invoices: the customer's own (GET /api/me/invoices, read whole; + /:id/pdf) and the back-office's
// (GET /api/admin/invoices one page: search, status, sort; /stats; /:id; POST, PATCH /:id, DELETE /:id,
// POST /:id/payments, GET /:id/pdf). Keys start with 'invoices': a change here or live refreshes both.
import { invoicePdfInPageSchema } from '../../../api/invoices/invoice-pdf.shared'
import { z } from 'zod'
import type { Invoice, InvoiceStatus } from '../../../api/invoices/invoice.shared'
import { invoiceMessages } from '../../../api/invoices/invoice-messages.shared'
import type {
  InvoiceCreateInput,
  InvoicePatch,
  InvoiceStats,
} from '../../../api/invoices/invoice-input.shared'
import { ApiError, api, lazySchema } from '../api-client'
import { downloadFile } from '../download-file'
import { adminOverviewKeys } from './admin-overview'
import { fetchAllItems, fetchListPage, listAnswerSchema, type ListPage, type ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const MY_INVOICES_PATH = '/api/me/invoices'
export const ADMIN_INVOICES_PATH = '/api/admin/invoices'

export interface AdminInvoiceParams extends ListParams {
  status?: InvoiceStatus
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  mine: ['invoices', 'mine'] as const,
  admin: ['invoices', 'admin'] as const,
  list: (params: AdminInvoiceParams) => ['invoices', 'admin', 'list', params] as const,
  stats: ['invoices', 'admin', 'stats'] as const,
  one: (id: string) => ['invoices', 'admin', 'one', id] as const,
}

const schemas = () => import('../../../api/invoices/invoice-input.shared')
const listSchema = lazySchema(() =>
  import('../../../api/invoices/invoice.shared').then((m) => listAnswerSchema(m.invoiceSchema)),
)
const statsSchema = lazySchema(() =>
  schemas().then((m) => m.invoiceStatsResponseSchema.transform((answer) => answer.data)),
)
const oneSchema = lazySchema(() =>
  import('../../../api/invoices/invoice.shared').then((m) =>
    z.object({ data: z.object({ item: m.invoiceSchema }) }).transform((answer) => answer.data.item),
  ),
)
const invoiceSchema = lazySchema(() =>
  schemas().then((m) => m.invoiceResponseSchema.transform((answer) => answer.data.invoice)),
)

export function fetchMyInvoices(signal?: AbortSignal) {
  return fetchAllItems(MY_INVOICES_PATH, listSchema, {}, signal)
}

export const useMyInvoices = () => useResourceQuery(invoiceKeys.mine, fetchMyInvoices)

export const fetchAdminInvoices = (params: AdminInvoiceParams = {}, signal?: AbortSignal) =>
  fetchListPage<Invoice>(ADMIN_INVOICES_PATH, listSchema, params, signal) as Promise<ListPage<Invoice>>

export const useAdminInvoices = (params: AdminInvoiceParams) =>
  useResourceQuery(invoiceKeys.list(params), (signal) => fetchAdminInvoices(params, signal))

export const useInvoiceStats = () =>
  useResourceQuery(invoiceKeys.stats, (signal): Promise<InvoiceStats> =>
    api.get(`${ADMIN_INVOICES_PATH}/stats`, { schema: statsSchema, signal }),
  )

const invoicePath = (id: string) => `${ADMIN_INVOICES_PATH}/${encodeURIComponent(id)}`

/** One invoice by id (the drawer; null: none is asked for). */
export const useAdminInvoice = (id: string | null) =>
  useResourceQuery(
    invoiceKeys.one(id ?? ''),
    (signal): Promise<Invoice> => api.get(invoicePath(id ?? ''), { schema: oneSchema, signal }),
    { enabled: id !== null },
  )

// Writes. Admins work online: a write the service worker queued is reported as not done.

export const INVOICE_SCREEN_MESSAGES = {
  createFailed: invoiceMessages.createFailed,
  updateFailed: invoiceMessages.updateFailed,
  deleteFailed: invoiceMessages.deleteFailed,
  paymentFailed: 'Ödeme kaydedilirken bir hata oluştu.',
  queued: 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.',
}

const changes = [invoiceKeys.all, adminOverviewKeys.all]

export interface InvoiceWriteResult {
  invoice: Invoice | null
  message: string | null
}

async function writeInvoice(send: () => Promise<unknown>): Promise<InvoiceWriteResult> {
  const outcome = await write(send, invoiceSchema, changes)
  if (outcome.kind === 'queued') return { invoice: null, message: INVOICE_SCREEN_MESSAGES.queued }
  return { invoice: outcome.value, message: outcome.message }
}

export const createInvoice = (input: InvoiceCreateInput) =>
  writeInvoice(() =>
    api.post(ADMIN_INVOICES_PATH, input, { fallbackMessage: INVOICE_SCREEN_MESSAGES.createFailed }),
  )

export const updateInvoice = (id: string, patch: InvoicePatch) =>
  writeInvoice(() =>
    api.patch(invoicePath(id), patch, { fallbackMessage: INVOICE_SCREEN_MESSAGES.updateFailed }),
  )

/** The payment form's values as sent: `amount` TRY (two decimals at most), absent for what remains. */
export interface PaymentInput {
  paidAt: string
  method: Invoice['payments'][number]['method']
  reference: string
  amount?: number
}

export const recordPayment = (id: string, payment: PaymentInput) =>
  writeInvoice(() =>
    api.post(`${invoicePath(id)}/payments`, payment, {
      fallbackMessage: INVOICE_SCREEN_MESSAGES.paymentFailed,
    }),
  )

export async function deleteInvoice(id: string): Promise<string | null> {
  const outcome = await write(
    () => api.delete(invoicePath(id), undefined, { fallbackMessage: INVOICE_SCREEN_MESSAGES.deleteFailed }),
    z.object({ success: z.literal(true), message: z.string().optional() }),
    changes,
  )
  return outcome.kind === 'queued' ? INVOICE_SCREEN_MESSAGES.queued : outcome.message
}

const pdfName = (invoice: Pick<Invoice, 'number'>) => `fatura-${invoice.number}.pdf`

/** Making a PDF in the page needs its code and font, which are not precached (they are large). */
export const PDF_NOT_AVAILABLE_OFFLINE =
  'Fatura PDF’i bu cihazda henüz oluşturulamıyor: gereken dosyalar bağlantı yokken indirilemedi. İnternete bağlıyken bir kez indirin; sonra çevrimdışı da çalışır.'

/**
 * The offline demo's PDF route answers the invoice instead: the page makes the PDF (#the-pdf). When its
 * code or font cannot be fetched (no network, never fetched before), it says so instead of failing
 * silently.
 */
async function pdfFromJson(body: unknown): Promise<Blob | null> {
  const parsed = invoicePdfInPageSchema.safeParse(body)
  if (!parsed.success) return null
  try {
    const { invoicePdfInPage } = await import('../invoice-pdf-in-page')
    return await invoicePdfInPage(parsed.data)
  } catch {
    throw new ApiError(PDF_NOT_AVAILABLE_OFFLINE, 503)
  }
}

export const downloadMyInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadFile(`${MY_INVOICES_PATH}/${encodeURIComponent(invoice.id)}/pdf`, pdfName(invoice), pdfFromJson)

export const downloadAdminInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadFile(`${invoicePath(invoice.id)}/pdf`, pdfName(invoice), pdfFromJson)
