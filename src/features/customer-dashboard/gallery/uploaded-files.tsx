// The files of one area, each downloadable (fetched with the session's token), plus pending ones.
import { useState } from 'react'
import type { Upload } from '../../../../api/uploads/upload.shared'
import { StatusBadge } from '../../../components/status-badge'
import { ApiError } from '../../../lib/api-client'
import { DOWNLOAD_FAILED_MESSAGE, downloadFile } from '../../../lib/download-file'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import { PENDING_WRITE_LABEL } from '../../../lib/status-labels'
import { notify } from '../../../lib/toast'
import { formatFileSize } from '../../../lib/upload-rules'

export function UploadedFiles({
  title,
  uploads,
  pending,
}: {
  title: string
  uploads: readonly Upload[]
  pending: readonly PendingWrite[]
}) {
  const [busy, setBusy] = useState<string | null>(null)
  if (uploads.length === 0 && pending.length === 0) {
    return <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Henüz dosya yüklenmedi.</p>
  }
  const download = async (upload: Upload) => {
    setBusy(upload.id)
    try {
      await downloadFile(upload.downloadUrl, upload.originalName)
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : DOWNLOAD_FAILED_MESSAGE)
    } finally {
      setBusy(null)
    }
  }
  return (
    <ul
      aria-label={`${title} dosyaları`}
      className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800"
    >
      {pending.map((write) => (
        <li key={write.id} className="flex items-center justify-between gap-2 py-2">
          <span className="truncate text-slate-900 dark:text-white">{write.title}</span>
          <StatusBadge status={PENDING_WRITE_LABEL} />
        </li>
      ))}
      {uploads.map((upload) => (
        <li key={upload.id} className="flex items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <span className="block truncate text-slate-900 dark:text-white">{upload.originalName}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {formatFileSize(upload.size)} · {formatDate(upload.createdAt)}
            </span>
          </span>
          <button
            type="button"
            disabled={busy === upload.id}
            aria-label={`İndir: ${upload.originalName}`}
            onClick={() => void download(upload)}
            className="shrink-0 font-semibold text-blue-700 hover:underline disabled:opacity-50 dark:text-blue-400"
          >
            İndir
          </button>
        </li>
      ))}
    </ul>
  )
}
