// The CSV button of a list: every record matching the current search and filters (all pages, fetched by
// the screen's callback), the kit's Excel-safe file, then a download and a toast.
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { saveBlob } from '../../lib/download-file'
import { notify } from '../../lib/toast'

export interface CsvExport<Row> {
  fetchAll: () => Promise<readonly Row[]>
  toCsv: (rows: readonly Row[]) => string
  fileName: () => string
  /** Toast texts: nothing to export, and "n … indirildi". */
  emptyText: string
  doneText: (count: number) => string
}

export function useCsvExport<Row>(options: CsvExport<Row>) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      const rows = await options.fetchAll()
      if (rows.length === 0) {
        notify.info(options.emptyText)
        return
      }
      // UTF-8; the text carries its own BOM for Excel.
      saveBlob(new Blob([options.toCsv(rows)], { type: 'text/csv;charset=utf-8' }), options.fileName())
      notify.success(options.doneText(rows.length))
    } catch (caught) {
      notify.error(caught instanceof ApiError ? caught.message : 'CSV oluşturulurken bir hata oluştu.')
    } finally {
      setBusy(false)
    }
  }
  return { busy, run: () => void run() }
}
