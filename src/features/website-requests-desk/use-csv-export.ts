// The CSV button: every request matching the current search and filter (all pages), then a download.
import { useState } from 'react'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { ApiError } from '../../lib/api-client'
import { fetchAllWebsiteRequests } from '../../lib/admin-website-requests'
import { saveBlob } from '../../lib/download-file'
import { notify } from '../../lib/toast'
import { buildRequestsCsv, requestsCsvFileName } from './requests-csv'

export function useCsvExport(query: { search: string; status: WebsiteRequestStatus | undefined }) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      const requests = await fetchAllWebsiteRequests(query)
      if (requests.length === 0) {
        notify.info('Dışa aktarılacak talep yok.')
        return
      }
      // UTF-8; the text carries its own BOM for Excel.
      saveBlob(
        new Blob([buildRequestsCsv(requests)], { type: 'text/csv;charset=utf-8' }),
        requestsCsvFileName(),
      )
      notify.success(`${requests.length} talep CSV olarak indirildi.`)
    } catch (caught) {
      notify.error(caught instanceof ApiError ? caught.message : 'CSV oluşturulurken bir hata oluştu.')
    } finally {
      setBusy(false)
    }
  }
  return { busy, run: () => void run() }
}
