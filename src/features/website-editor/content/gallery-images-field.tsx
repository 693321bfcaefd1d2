// A gallery section's images: chosen from the customer's uploads (several at once), each with its
// alternative text, moved up or down, or removed.
import { useState } from 'react'
import { CONTENT_LIMITS, type ContentImage } from '../../../../api/site-content/site-sections.shared'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { ShortField } from './content-fields'
import { ALT_HINT, ALT_LABEL } from './content-image-field'
import { moveById } from './section-list'
import { focusKey, useFocusAfter } from './use-focus-after'
import { UploadPicker, UploadThumb, useImageUploads } from './upload-picker'

const MAX = CONTENT_LIMITS.galleryImages

export function GalleryImagesField({
  images,
  onChange,
}: {
  images: readonly ContentImage[]
  onChange: (next: ContentImage[]) => void
}) {
  const [picking, setPicking] = useState(false)
  const uploads = useImageUploads()
  const { container, focusAfter } = useFocusAfter<HTMLFieldSetElement>()
  const keyed = images.map((image) => ({ ...image, id: image.uploadId }))
  const set = (next: typeof keyed) => onChange(next.map(({ uploadId, alt }) => ({ uploadId, alt })))
  const move = (id: string, direction: -1 | 1) => {
    focusAfter(focusKey(id, direction < 0 ? 'up' : 'down'), focusKey(id, direction < 0 ? 'down' : 'up'))
    set(moveById(keyed, id, direction))
  }

  return (
    <fieldset ref={container} className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Görseller</legend>
      {images.length > 0 && (
        <ol className="grid gap-4 sm:grid-cols-2">
          {keyed.map((image, index) => {
            const upload = uploads.byId(image.uploadId)
            const name = `${index + 1}. görsel${upload ? `: ${upload.originalName}` : ''}`
            return (
              <li
                key={image.id}
                aria-label={name}
                className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <UploadThumb
                  upload={upload}
                  pending={uploads.loading}
                  alt={image.alt}
                  className="aspect-[4/3] w-full"
                />
                <ShortField
                  label={ALT_LABEL}
                  value={image.alt}
                  description={ALT_HINT}
                  onChange={(alt) => set(keyed.map((old) => (old.id === image.id ? { ...old, alt } : old)))}
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === 0}
                    data-focus={focusKey(image.id, 'up')}
                    aria-label={`Yukarı taşı: ${name}`}
                    onClick={() => move(image.id, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === keyed.length - 1}
                    data-focus={focusKey(image.id, 'down')}
                    aria-label={`Aşağı taşı: ${name}`}
                    onClick={() => move(image.id, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Kaldır: ${name}`}
                    onClick={() => {
                      focusAfter(focusKey('gallery', 'add'))
                      set(keyed.filter((old) => old.id !== image.id))
                    }}
                  >
                    Kaldır
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={smallButtonClass}
          aria-expanded={picking}
          data-focus={focusKey('gallery', 'add')}
          onClick={() => setPicking((open) => !open)}
        >
          Görsel ekle
        </button>
        <span className={`${hintClass} mt-0`}>
          {images.length}/{MAX}
        </span>
      </div>
      {picking && (
        <UploadPicker
          label="Galeriye görsel ekleyin"
          chosen={images.map((image) => image.uploadId)}
          full={images.length >= MAX}
          onPick={(upload) => onChange([...images, { uploadId: upload.id, alt: '' }])}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  )
}
