import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { InvoiceRecord } from './invoice.shared'
import { invoiceMessages } from './invoice-messages.shared'
import type { SettingsService } from '../settings/settings-service'
import type { InvoiceSeller } from './invoice-pdf.shared'
import { invoiceResource } from './invoice-resource'

// An invoice's PDF with the seller block from the system settings, made by the host's PDF maker
// (docs/rules/invoices-and-plans.md#the-pdf). A maker that fails (no font): 503, the rest of billing works on.
export function createInvoiceDocuments(ports: ApiPorts, settings: SettingsService) {
  async function seller(): Promise<InvoiceSeller> {
    const s = await settings.get()
    const site = s.siteUrl || ports.config.publicUrl
    return {
      name: s.siteName || 'SiteKur',
      lines: ['Web sitesi yapım ve yayın hizmetleri', site, s.supportEmail].filter(Boolean),
    }
  }

  /** The PDF's bytes, or null on a host that makes none (the offline demo: the page makes it). */
  async function pdf(invoice: InvoiceRecord): Promise<Uint8Array | null> {
    if (!ports.invoicePdf) return null
    const from = await seller()
    try {
      return await ports.invoicePdf.render(invoice, from)
    } catch (error) {
      ports.logger.error('invoice pdf failed', { invoice: invoice.number, error: String(error) })
      throw new ApiError(503, invoiceMessages.pdfUnavailable)
    }
  }

  return {
    seller,
    pdf,
    /** Whether this host makes PDFs, so an invoice's mail can carry one. */
    makesPdf: () => ports.invoicePdf !== undefined,
    /**
     * The PDF of the invoice `id` as it is when its mail is delivered (the mail queue makes it,
     * docs/rules/mail-queue.md#files-made-at-delivery); null when the invoice is gone or no PDF is made.
     */
    async pdfOf(id: string): Promise<Uint8Array | null> {
      const invoice = await ports.repos.resource(invoiceResource).findById(id)
      return invoice ? pdf(invoice) : null
    },
  }
}
export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>
