// The custom pages: a name field with "Ekle" (Enter adds too) and a list with a remove button each.
import { useId, useRef, useState } from 'react'
import { addCustomPage } from '../custom-pages'
import { FIELD_LIMITS } from '../wizard-form'
import { FieldGroup } from '../../../components/step-form/field-group'
import { inputClass, labelClass, smallButtonClass } from '../../../components/form-styles'
import { fieldErrorClass } from '../../../components/step-form/field-styles'

export function CustomPagesField({
  pages,
  onChange,
}: {
  pages: string[]
  onChange: (pages: string[]) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  const add = () => {
    const result = addCustomPage(pages, name)
    setError(result.error)
    if (result.error === null && result.pages.length !== pages.length) {
      onChange(result.pages)
      setName('')
    }
  }

  const remove = (index: number) => {
    onChange(pages.filter((_, at) => at !== index))
    setError(null)
    input.current?.focus()
  }

  return (
    <FieldGroup
      legend="Özel sayfalar"
      hint="Listede olmayan sayfaları ekleyin (ör. Referanslar, Sık Sorulan Sorular)."
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          Sayfa adı
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={id}
            name="customPage"
            value={name}
            maxLength={FIELD_LIMITS.customPage}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
            className={`${inputClass} h-11`}
          />
          <button type="button" onClick={add} className={smallButtonClass + ' h-11'}>
            Ekle
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      {pages.length > 0 && (
        <ul aria-label="Eklenen özel sayfalar" className="flex flex-wrap gap-2">
          {pages.map((page, index) => (
            <li
              key={`${page}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {page}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`${page} sayfasını kaldır`}
                className="grid size-7 place-items-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldGroup>
  )
}
