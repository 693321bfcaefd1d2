// The one password input of the app (sign-in, registration, profile, the wizard's panel passwords): a
// labelled field with a show/hide button. The button's visible text is "Göster"/"Gizle"; its accessible
// name carries the field's label (hidden text, not aria-label, so looking a field up by its label finds
// only the input).
import { useState } from 'react'
import { FormField } from './form-field'
import { inputClass } from './form-styles'

export function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
  name = 'password',
  description,
  error,
  maxLength = 1024,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password' | 'off'
  name?: string
  description?: string
  error?: string | null
  maxLength?: number
}) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass} h-11 pr-24`}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
          >
            <span className="sr-only">{label}: </span>
            {visible ? 'Gizle' : 'Göster'}
          </button>
        </div>
      )}
    </FormField>
  )
}
