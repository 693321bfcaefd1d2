import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { InvoiceRecord } from '../schemas/invoice'
import { invoiceMessages } from '../schemas/invoice-input'
import type { SettingsService } from '../settings/settings-service'
import { renderInvoicePdf, type InvoiceSeller } from './invoice-pdf'

// An invoice's PDF with the seller block from the system settings and the host's font
// (docs/rules/invoices-and-plans.md#the-pdf). No font, no PDF: 503, the rest of billing works on.
export function createInvoiceDocuments(ports: ApiPorts, settings: SettingsService) {
  async function seller(): Promise<InvoiceSeller> {
    const s = await settings.get()
    const site = s.siteUrl || ports.config.publicUrl
    return {
      name: s.siteName || 'SiteKur',
      lines: ['Web sitesi yapım ve yayın hizmetleri', site, s.supportEmail].filter(Boolean),
    }
  }

  async function font(): Promise<Uint8Array> {
    if (!ports.invoiceFont) throw new ApiError(503, invoiceMessages.pdfUnavailable)
    try {
      return await ports.invoiceFont.load()
    } catch (error) {
      ports.logger.error('invoice font unavailable', { error: String(error) })
      throw new ApiError(503, invoiceMessages.pdfUnavailable)
    }
  }

  return {
    async pdf(invoice: InvoiceRecord): Promise<Uint8Array> {
      return renderInvoicePdf(invoice, await font(), await seller())
    },
  }
}
export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>
