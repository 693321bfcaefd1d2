// The screen's one-click changes: a status move, the PDF download, and delete (after the confirm
// dialog). Each reports the server's answer in a toast; the lists refresh through the data layer.
import { useCallback, useState } from 'react'
import type { Invoice, InvoiceStatus } from '../../../api/invoices/invoice.shared'
import { ApiError } from '../../lib/api-client'
import { DOWNLOAD_FAILED_MESSAGE } from '../../lib/download-file'
import {
  INVOICE_SCREEN_MESSAGES,
  deleteInvoice,
  downloadAdminInvoicePdf,
  updateInvoice,
} from '../../lib/data/invoices'
import { notify } from '../../lib/toast'

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback

export function useInvoiceActions() {
  const [busyId, setBusyId] = useState<string | null>(null)

  const run = useCallback(
    async (id: string, action: () => Promise<string | null>, failed: (e: unknown) => string) => {
      setBusyId(id)
      try {
        const message = await action()
        if (message) notify.success(message)
      } catch (error) {
        notify.error(failed(error))
      } finally {
        setBusyId(null)
      }
    },
    [],
  )

  return {
    busyId,
    onSetStatus: (invoice: Invoice, status: InvoiceStatus) =>
      void run(
        invoice.id,
        async () => (await updateInvoice(invoice.id, { status })).message,
        (error) => serverMessage(error, INVOICE_SCREEN_MESSAGES.updateFailed),
      ),
    onDownload: (invoice: Invoice) =>
      void run(
        invoice.id,
        async () => {
          await downloadAdminInvoicePdf(invoice)
          return null
        },
        (error) => serverMessage(error, DOWNLOAD_FAILED_MESSAGE),
      ),
    remove: (invoice: Invoice) =>
      run(
        invoice.id,
        () => deleteInvoice(invoice.id),
        // The delete rule's refusal says what to do instead ('İptal'); anything else is the spec's message.
        (error) =>
          error instanceof ApiError && error.status === 409
            ? error.message
            : INVOICE_SCREEN_MESSAGES.deleteFailed,
      ),
  }
}
