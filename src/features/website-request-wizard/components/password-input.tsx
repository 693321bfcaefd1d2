// A panel password with show/hide. Typed passwords stay in the draft on this device until the
// request is sent (see wizard-form.ts); the server keeps them encrypted.
import { useId, useState } from 'react'
import { hintClass, inputClass, labelClass } from './field-styles'

export function PasswordInput(props: {
  label: string
  name: string
  value: string
  maxLength: number
  onChange: (value: string) => void
}) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          value={props.value}
          maxLength={props.maxLength}
          aria-describedby={`${id}-hint`}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${inputClass} h-11 pr-24`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={`${props.label}: ${visible ? 'gizle' : 'göster'}`}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
        >
          {visible ? 'Gizle' : 'Göster'}
        </button>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        Gönderene kadar yalnızca bu cihazdaki taslakta durur; bizde şifrelenerek saklanır ve yalnızca ekibimiz
        görür.
      </p>
    </div>
  )
}
