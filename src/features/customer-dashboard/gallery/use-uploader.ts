// The uploads of one area: each chosen file is pre-checked, sent with progress, and then either
// listed by the server (upload-file.ts refreshes the list), kept as pending (queued offline) or shown with the refusal's reason.
import { useCallback, useState } from 'react'
import { MAX_CONCURRENT_UPLOADS_PER_USER, type UploadCategory } from '../../../../api/uploads/upload.shared'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { notify } from '../../../lib/toast'
import { uploadFile } from '../../../lib/upload-file'
import { precheckUpload } from '../../../lib/upload-rules'
import { runLimited } from '../../../lib/run-limited'

export interface UploadItem {
  id: string
  name: string
  /** 0–100; null before the first progress event (and while it waits its turn). */
  progress: number | null
  error: string | null
}

export function useUploader(category: UploadCategory) {
  const [items, setItems] = useState<UploadItem[]>([])

  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)))
  const remove = (id: string) => setItems((current) => current.filter((item) => item.id !== id))

  const uploadOne = useCallback(
    async ({ id, file }: { id: string; file: File }) => {
      const refusal = precheckUpload(file)
      if (refusal) {
        patch(id, { error: refusal })
        notify.error(`${file.name}: ${refusal}`)
        return
      }
      const outcome = await uploadFile(file, category, { onProgress: (progress) => patch(id, { progress }) })
      if (outcome.kind === 'failed') {
        patch(id, { error: outcome.message })
        notify.error(`${file.name}: ${outcome.message}`)
        return
      }
      remove(id)
      if (outcome.kind === 'queued') {
        notify.info(offlineMessages.queued)
        return
      }
      notify.success(`${file.name} yüklendi.`)
    },
    [category],
  )

  // Every chosen file is listed at once; they are sent three at a time, as many as the server takes of
  // one customer at once (a pick of six photos used to send six, and the last three were refused).
  const upload = useCallback(
    async (files: Iterable<File>) => {
      const chosen = [...files].map((file) => ({ id: crypto.randomUUID(), file }))
      setItems((current) => [
        ...current,
        ...chosen.map(({ id, file }) => ({ id, name: file.name, progress: null, error: null })),
      ])
      await runLimited(chosen, MAX_CONCURRENT_UPLOADS_PER_USER, uploadOne)
    },
    [uploadOne],
  )
  const dismiss = useCallback((id: string) => remove(id), [])
  return { items, upload, dismiss }
}
