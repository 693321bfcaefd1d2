// The customer's uploaded images to choose from (the dashboard's Galeri), as a grid of thumbnails.
// Files are uploaded there, not here: with none yet, the picker says so and links to it.
import type { Upload } from '../../../../api/uploads/upload.shared'
import { QueryNotice } from '../../../components/query-notice'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { useEditorUploads } from '../../../lib/data/uploads'
import { useContentEnv } from './content-env'
import { useUploadUrl } from './use-upload-url'

const isImage = (upload: Upload) => upload.mime.startsWith('image/') && upload.mime !== 'image/x-icon'

/** The customer's image uploads (the team: the site owner's), and the one with an id. */
export function useImageUploads() {
  const uploads = useEditorUploads(useContentEnv().teamWebsiteId)
  const images = (uploads.data ?? []).filter(isImage)
  return { ...uploads, images, byId: (id: string) => images.find((upload) => upload.id === id) }
}

/** One upload's picture (or why there is none), in a box of the given shape. */
export function UploadThumb({
  upload,
  pending = false,
  alt,
  className,
}: {
  upload: Upload | undefined
  /** The uploads list is still loading (an unknown upload is not "missing" yet). */
  pending?: boolean
  alt: string
  className: string
}) {
  const image = useUploadUrl(upload?.downloadUrl ?? null)
  return (
    <div
      className={`flex items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800 ${className}`}
    >
      {image.url ? (
        <img src={image.url} alt={alt} className="h-full w-full object-cover" />
      ) : (
        <span className="px-2 text-center text-xs text-slate-600 dark:text-slate-400">
          {!upload && !pending ? 'Görsel bulunamadı' : image.failed ? 'Gösterilemedi' : 'Yükleniyor…'}
        </span>
      )}
    </div>
  )
}

export function UploadPicker({
  label,
  chosen = [],
  full = false,
  onPick,
  onClose,
}: {
  label: string
  /** Uploads already chosen (shown as chosen, not offered again). */
  chosen?: readonly string[]
  /** Nothing more may be picked (the limit is reached). */
  full?: boolean
  onPick: (upload: Upload) => void
  onClose: () => void
}) {
  const uploads = useImageUploads()
  return (
    <div
      role="group"
      aria-label={label}
      className="min-w-0 space-y-3 rounded-xl border border-blue-200 bg-blue-50/40 p-3 dark:border-blue-400/30 dark:bg-blue-400/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{label}</p>
        <button type="button" className={smallButtonClass} onClick={onClose}>
          Kapat
        </button>
      </div>
      <QueryNotice
        loading={uploads.loading}
        error={uploads.error}
        empty={uploads.images.length === 0}
        emptyText="Henüz görsel yüklemediniz."
        onRetry={() => void uploads.refetch()}
      />
      {!uploads.loading && (
        <p className={`${hintClass} mt-0`}>
          Görselleri panelinizin{' '}
          <a
            href="#/user-dashboard?tab=gallery"
            className="font-semibold text-blue-700 underline dark:text-blue-300"
          >
            Galeri
          </a>{' '}
          bölümünden yükleyebilirsiniz.
        </p>
      )}
      {uploads.images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {uploads.images.map((upload) => {
            const taken = chosen.includes(upload.id)
            return (
              <li key={upload.id} className="min-w-0">
                <button
                  type="button"
                  disabled={taken || full}
                  aria-label={taken ? `Seçildi: ${upload.originalName}` : `Seç: ${upload.originalName}`}
                  onClick={() => onPick(upload)}
                  className="block w-full min-w-0 rounded-xl text-left focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:opacity-50"
                >
                  <UploadThumb upload={upload} alt="" className="aspect-[4/3] w-full" />
                  <span className="mt-1 block truncate text-xs text-slate-700 dark:text-slate-300">
                    {taken ? 'Seçildi · ' : ''}
                    {upload.originalName}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
