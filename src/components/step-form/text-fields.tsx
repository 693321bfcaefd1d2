// Labelled text inputs and text areas: the hint, the counter and the error are tied to the control
// (field-notes.tsx), an error also sets aria-invalid.
import { useId } from 'react'
import type { HTMLInputTypeAttribute } from 'react'
import { inputClass } from '../form-styles'
import { FieldLabel, FieldNotes, controlAria } from './field-notes'
import type { Notes } from './field-notes'
import type { Need } from './required-mark'

interface TextProps extends Notes, Need {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
  placeholder?: string
}

export function TextField(
  props: TextProps & {
    type?: HTMLInputTypeAttribute
    inputMode?: 'text' | 'email' | 'tel' | 'url'
    autoComplete?: string
  },
) {
  const id = useId()
  return (
    <div>
      <FieldLabel id={id} label={props.label} required={props.required} marked={props.marked} />
      <input
        {...controlAria(id, props)}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass} h-11`}
      />
      <FieldNotes id={id} hint={props.hint} counter={props.counter} error={props.error} />
    </div>
  )
}

export function TextAreaField(props: TextProps & { rows?: number }) {
  const id = useId()
  return (
    <div>
      <FieldLabel id={id} label={props.label} required={props.required} marked={props.marked} />
      <textarea
        {...controlAria(id, props)}
        name={props.name}
        rows={props.rows ?? 4}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass} min-h-24 resize-y`}
      />
      <FieldNotes id={id} hint={props.hint} counter={props.counter} error={props.error} />
    </div>
  )
}
