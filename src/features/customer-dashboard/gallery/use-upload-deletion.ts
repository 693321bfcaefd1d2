// Deleting one of the customer's files: asked first, then sent; the server's words are toasted (a
// warning when unpublished content showed it, the refusal naming the site when a published one does).
import { useState } from 'react'
import type { Upload } from '../../../../api/uploads/upload.shared'
import { uploadMessages } from '../../../../api/uploads/upload-messages.shared'
import { ApiError } from '../../../lib/api-client'
import { deleteMyUpload } from '../../../lib/data/uploads'
import { notify } from '../../../lib/toast'

const FAILED = 'Dosya silinemedi. Lütfen tekrar deneyin.'
const QUEUED = 'Bağlantı yok: dosya, bağlantı gelince silinecek.'

export function useUploadDeletion() {
  const [asking, setAsking] = useState<Upload | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function confirm() {
    const upload = asking
    if (!upload) return
    setAsking(null)
    setBusyId(upload.id)
    try {
      const outcome = await deleteMyUpload(upload.id)
      if (outcome.kind === 'queued') notify.info(QUEUED)
      else notify.success(outcome.message ?? uploadMessages.deleted)
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : FAILED)
    } finally {
      setBusyId(null)
    }
  }

  return { asking, busyId, ask: setAsking, cancel: () => setAsking(null), confirm }
}
