// One upload area of the gallery: drop files or choose them; progress, refusals and the area's files.
import { useId, useState } from 'react'
import type { DragEvent } from 'react'
import type { Upload, UploadCategory } from '../../../../api/uploads/upload.shared'
import { smallButtonClass } from '../../../components/form-styles'
import type { PendingWrite } from '../../../lib/pending-writes'
import { UPLOAD_ACCEPT, UPLOAD_NOTICE } from '../../../lib/upload-rules'
import { UploadedFiles } from './uploaded-files'
import { UploadProgressList } from './upload-progress-list'
import { useUploader } from './use-uploader'

export function UploadArea({
  category,
  title,
  hint,
  uploads,
  pending,
}: {
  category: UploadCategory
  title: string
  hint: string
  uploads: readonly Upload[]
  pending: readonly PendingWrite[]
}) {
  const id = useId()
  const { items, upload, dismiss } = useUploader(category)
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (event.dataTransfer.files.length > 0) void upload(event.dataTransfer.files)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-3 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition-colors ${dragging ? 'border-blue-600 bg-blue-50 dark:bg-blue-400/10' : 'border-slate-300 dark:border-slate-700'}`}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">Dosyaları buraya sürükleyin veya</p>
        <label
          htmlFor={`${id}-input`}
          className={`${smallButtonClass} cursor-pointer focus-within:ring-2 focus-within:ring-blue-600`}
        >
          Dosya Seç
          <input
            id={`${id}-input`}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            aria-label={`${title}: dosya seç`}
            aria-describedby={`${id}-notice`}
            className="sr-only"
            onChange={(event) => {
              const files = event.target.files ? [...event.target.files] : []
              event.target.value = ''
              if (files.length > 0) void upload(files)
            }}
          />
        </label>
        <p id={`${id}-notice`} className="text-xs text-slate-600 dark:text-slate-400">
          {UPLOAD_NOTICE}
        </p>
      </div>
      <UploadProgressList items={items} onDismiss={dismiss} />
      <UploadedFiles title={title} uploads={uploads} pending={pending} />
    </section>
  )
}
