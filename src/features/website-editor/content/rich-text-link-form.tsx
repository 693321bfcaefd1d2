// The toolbar's inline address field for a link: Enter or 'Uygula' applies, Escape or 'Vazgeç' closes.
// An address the site may not link to is refused with the reason, and the field stays open.
import { useEffect, useId, useRef, useState } from 'react'
import { errorTextClass, hintClass, inputClass, smallButtonClass } from '../../../components/form-styles'

export function RichTextLinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string
  /** Applies the address; answers why not (or null when applied). */
  onApply: (href: string) => string | null
  onCancel: () => void
}) {
  const id = useId()
  const [href, setHref] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const apply = () => setError(onApply(href))
  // Opened on purpose by the user: the address field takes the focus.
  useEffect(() => field.current?.focus(), [])
  return (
    <div className="mt-1 space-y-2 rounded-lg bg-white p-2 dark:bg-slate-800">
      <label htmlFor={id} className="block text-xs font-medium text-slate-800 dark:text-slate-200">
        Bağlantı adresi
      </label>
      <div className="flex min-w-0 flex-wrap gap-2">
        <input
          ref={field}
          id={id}
          type="url"
          value={href}
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setHref(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            } else if (event.key === 'Escape') {
              event.preventDefault()
              onCancel()
            }
          }}
          className={`${inputClass} h-10 min-w-0 flex-1 basis-48 py-1.5 text-sm`}
        />
        <button type="button" className={smallButtonClass} onClick={apply}>
          Uygula
        </button>
        <button type="button" className={smallButtonClass} onClick={onCancel}>
          Vazgeç
        </button>
      </div>
      <p id={`${id}-hint`} className={`${hintClass} mt-0`}>
        https://…, mailto:…, tel:… ya da sitenizin bir sayfası (/hakkimizda).
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  )
}
