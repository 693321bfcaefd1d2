// Links to images the customer already has online (a drive folder, an Instagram post…), each with a
// short caption; rows are added and removed, a new row gets the focus.
import { useEffect, useRef } from 'react'
import { FIELD_LIMITS } from '../wizard-form'
import type { GalleryLink } from '../wizard-form'
import { FieldGroup } from '../../../components/step-form/field-group'
import { inputClass, labelClass, smallButtonClass } from '../../../components/form-styles'

export function GalleryLinksField({
  links,
  onChange,
}: {
  links: GalleryLink[]
  onChange: (links: GalleryLink[]) => void
}) {
  const list = useRef<HTMLOListElement>(null)
  const added = useRef(false)

  useEffect(() => {
    if (!added.current) return
    added.current = false
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus()
  }, [links.length])

  const change = (index: number, patch: Partial<GalleryLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)))

  return (
    <FieldGroup
      legend="Görsel bağlantıları"
      hint="Görselleriniz bir klasörde veya sosyal medyada duruyorsa bağlantısını ekleyin."
    >
      {links.length > 0 && (
        <ol ref={list} className="space-y-3">
          {links.map((link, index) => (
            <li
              key={index}
              className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] dark:bg-slate-800/60"
            >
              <div>
                <label htmlFor={`gallery-url-${index}`} className={labelClass}>
                  Bağlantı {index + 1}
                </label>
                <input
                  id={`gallery-url-${index}`}
                  type="url"
                  inputMode="url"
                  value={link.url}
                  maxLength={FIELD_LIMITS.galleryText}
                  placeholder="https://"
                  onChange={(event) => change(index, { url: event.target.value })}
                  className={`${inputClass} h-11`}
                />
              </div>
              <div>
                <label htmlFor={`gallery-caption-${index}`} className={labelClass}>
                  Açıklama {index + 1}
                </label>
                <input
                  id={`gallery-caption-${index}`}
                  value={link.caption}
                  maxLength={FIELD_LIMITS.galleryText}
                  onChange={(event) => change(index, { caption: event.target.value })}
                  className={`${inputClass} h-11`}
                />
              </div>
              <button
                type="button"
                onClick={() => onChange(links.filter((_, at) => at !== index))}
                aria-label={`Bağlantı ${index + 1}'i kaldır`}
                className={`${smallButtonClass} self-end`}
              >
                Kaldır
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        disabled={links.length >= FIELD_LIMITS.galleryLinks}
        onClick={() => {
          added.current = true
          onChange([...links, { url: '', caption: '' }])
        }}
        className={smallButtonClass}
      >
        Görsel bağlantısı ekle
      </button>
    </FieldGroup>
  )
}
