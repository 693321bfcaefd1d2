// A logo or favicon: the saved image (which can be removed), the newly chosen one (shown before saving)
// and the file input (images only; the server checks the file's content).
import { useId } from 'react'
import { hintClass, labelClass, smallButtonClass } from '../../../components/form-styles'
import type { WebsiteImage } from '../../../lib/data/websites'
import type { ImageChoice } from '../edit-payload'
import { useObjectUrl } from '../hooks/use-object-url'

export function ImageField({
  label,
  name,
  current,
  choice,
  onChoose,
  hint,
}: {
  label: string
  name: string
  current: WebsiteImage | null
  choice: ImageChoice
  onChoose: (choice: ImageChoice) => void
  hint: string
}) {
  const id = useId()
  const chosen = choice instanceof File ? choice : null
  const chosenUrl = useObjectUrl(chosen)
  const noun = label.toLocaleLowerCase('tr-TR')
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) onChoose(file)
            // The same file chosen again after "Vazgeç" must fire a change too.
            event.target.value = ''
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-blue-800 hover:file:bg-blue-100 dark:text-slate-300 dark:file:bg-blue-400/15 dark:file:text-blue-200"
        />
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <div className="space-y-2">
          <Preview
            caption={choice === 'remove' ? 'Mevcut · kaldırılacak' : 'Mevcut'}
            src={current?.url ?? null}
            alt={`Mevcut ${noun}`}
            faded={choice === 'remove'}
          />
          {current && choice === null && (
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`Mevcut ${noun} görselini kaldır`}
              onClick={() => onChoose('remove')}
            >
              Kaldır
            </button>
          )}
          {choice === 'remove' && (
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`Mevcut ${noun} görselini geri al`}
              onClick={() => onChoose(null)}
            >
              Geri Al
            </button>
          )}
        </div>
        {chosen && chosenUrl && (
          <div className="space-y-2">
            <Preview caption={`Yeni: ${chosen.name}`} src={chosenUrl} alt={`Yeni ${noun}`} />
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`Yeni ${noun} seçiminden vazgeç`}
              onClick={() => onChoose(null)}
            >
              Vazgeç
            </button>
          </div>
        )}
      </div>
    </div>
  )
}

function Preview({
  caption,
  src,
  alt,
  faded = false,
}: {
  caption: string
  src: string | null
  alt: string
  faded?: boolean
}) {
  return (
    <figure className={`w-36 ${faded ? 'opacity-50' : ''}`}>
      <div className="flex h-24 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
        {src ? (
          <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-xs text-slate-500 dark:text-slate-400">Görsel yok</span>
        )}
      </div>
      <figcaption className="mt-1 truncate text-xs text-slate-600 dark:text-slate-400">{caption}</figcaption>
    </figure>
  )
}
