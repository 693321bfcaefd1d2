// The files of one area, each downloadable (fetched with the session's token) and deletable after a
// confirmation, plus pending ones.
import { useState } from 'react'
import type { Upload } from '../../../../api/uploads/upload.shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { StatusBadge } from '../../../components/status-badge'
import { ApiError } from '../../../lib/api-client'
import { DOWNLOAD_FAILED_MESSAGE, downloadFile } from '../../../lib/download-file'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import { PENDING_WRITE_LABEL } from '../../../lib/status-labels'
import { notify } from '../../../lib/toast'
import { formatFileSize } from '../../../lib/upload-rules'
import { useUploadDeletion } from './use-upload-deletion'

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
  const deletion = useUploadDeletion()
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
    <>
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
            <span className="flex shrink-0 items-center gap-3">
              <button
                type="button"
                disabled={busy === upload.id}
                aria-label={`İndir: ${upload.originalName}`}
                onClick={() => void download(upload)}
                className="font-semibold text-blue-700 hover:underline disabled:opacity-50 dark:text-blue-400"
              >
                İndir
              </button>
              <button
                type="button"
                disabled={deletion.busyId === upload.id}
                aria-label={`Sil: ${upload.originalName}`}
                onClick={() => deletion.ask(upload)}
                className="font-semibold text-red-700 hover:underline disabled:opacity-50 dark:text-red-400"
              >
                Sil
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deletion.asking !== null}
        title="Dosya silinsin mi?"
        confirmLabel="Sil"
        onClose={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      >
        <p>
          <strong className="break-all">{deletion.asking?.originalName}</strong> kalıcı olarak silinecek.
          Yayındaki bir sitenizde kullanılıyorsa silinmez; önce siteden kaldırmanız gerekir.
        </p>
      </ConfirmDialog>
    </>
  )
}
