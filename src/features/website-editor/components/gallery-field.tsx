// The gallery: the saved images (each can be removed, and put back before saving) and the newly chosen
// ones, shown before saving.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { EDIT_LIMITS } from '../../../../api/websites/website-edit.shared'
import { hintClass, labelClass, smallButtonClass } from '../../../components/form-styles'
import type { WebsiteImage } from '../../../lib/data/websites'
import { useObjectUrl } from '../hooks/use-object-url'

export function GalleryField({
  saved,
  kept,
  chosen,
  onAdd,
  onRemoveSaved,
  onRestoreSaved,
  onRemoveChosen,
}: {
  saved: ReadonlyArray<WebsiteImage & { name: string }>
  kept: readonly string[]
  chosen: readonly File[]
  onAdd: (files: File[]) => void
  onRemoveSaved: (id: string) => void
  onRestoreSaved: (id: string) => void
  onRemoveChosen: (index: number) => void
}) {
  const id = useId()
  const count = kept.length + chosen.length
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className={labelClass}>
          Galeri görselleri
        </label>
        <input
          id={id}
          name="gallery"
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []))
            event.target.value = ''
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-blue-800 hover:file:bg-blue-100 dark:text-slate-300 dark:file:bg-blue-400/15 dark:file:text-blue-200"
        />
        <p id={`${id}-hint`} className={hintClass}>
          Birden fazla görsel seçebilirsiniz. {count}/{EDIT_LIMITS.gallery} görsel.
        </p>
      </div>
      {saved.length + chosen.length > 0 && (
        <ul aria-label="Galeri" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {saved.map((image) => {
            const removed = !kept.includes(image.id)
            return (
              <GalleryItem
                key={image.id}
                src={image.url}
                name={image.name}
                note={removed ? 'Kaldırılacak' : null}
                faded={removed}
              >
                {removed ? (
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Geri al: ${image.name}`}
                    onClick={() => onRestoreSaved(image.id)}
                  >
                    Geri Al
                  </button>
                ) : (
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Kaldır: ${image.name}`}
                    onClick={() => onRemoveSaved(image.id)}
                  >
                    Kaldır
                  </button>
                )}
              </GalleryItem>
            )
          })}
          {chosen.map((file, index) => (
            <ChosenItem key={`${file.name}-${index}`} file={file} onRemove={() => onRemoveChosen(index)} />
          ))}
        </ul>
      )}
    </div>
  )
}

function ChosenItem({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file)
  return (
    <GalleryItem src={url} name={file.name} note="Yeni">
      <button
        type="button"
        className={smallButtonClass}
        aria-label={`Kaldır: ${file.name}`}
        onClick={onRemove}
      >
        Kaldır
      </button>
    </GalleryItem>
  )
}

function GalleryItem({
  src,
  name,
  note,
  faded = false,
  children,
}: {
  src: string | null
  name: string
  note: string | null
  faded?: boolean
  children: ReactNode
}) {
  return (
    <li className={`space-y-2 ${faded ? 'opacity-60' : ''}`}>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
        {src && <img src={src} alt={name} className="h-full w-full object-cover" />}
      </div>
      <p className="truncate text-xs text-slate-700 dark:text-slate-300">
        {note && <span className="font-semibold">{note} · </span>}
        {name}
      </p>
      {children}
    </li>
  )
}
