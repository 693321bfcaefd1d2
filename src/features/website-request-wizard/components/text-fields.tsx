// Labelled text inputs and text areas: the hint, the counter and the error are tied to the input
// with aria-describedby, an error also sets aria-invalid.
import { useId } from 'react'
import type { HTMLInputTypeAttribute, ReactNode } from 'react'
import { inputClass } from '../../../components/form-styles'
import { errorClass, hintClass, labelClass } from './field-styles'

interface FieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
  hint?: ReactNode
  /** Live text under the input (e.g. '12/60 karakter'); read with the field, not on every key. */
  counter?: ReactNode
  error?: string
  required?: boolean
  placeholder?: string
  autoComplete?: string
}

function describedBy(id: string, props: Pick<FieldProps, 'hint' | 'counter' | 'error'>) {
  const ids = [props.error && `${id}-error`, props.counter && `${id}-counter`, props.hint && `${id}-hint`]
  return ids.filter(Boolean).join(' ') || undefined
}

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required && (
        <span className="text-red-700 dark:text-red-400" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

function FieldNotes({
  id,
  hint,
  counter,
  error,
}: { id: string } & Pick<FieldProps, 'hint' | 'counter' | 'error'>) {
  return (
    <>
      {counter && (
        <p id={`${id}-counter`} className={`${hintClass} tabular-nums`}>
          {counter}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </>
  )
}

export function TextField(
  props: FieldProps & { type?: HTMLInputTypeAttribute; inputMode?: 'text' | 'email' | 'tel' | 'url' },
) {
  const id = useId()
  return (
    <div>
      <FieldLabel id={id} label={props.label} required={props.required} />
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        maxLength={props.maxLength}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass} h-11`}
      />
      <FieldNotes id={id} hint={props.hint} counter={props.counter} error={props.error} />
    </div>
  )
}

export function TextAreaField(props: FieldProps & { rows?: number }) {
  const id = useId()
  return (
    <div>
      <FieldLabel id={id} label={props.label} required={props.required} />
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        value={props.value}
        maxLength={props.maxLength}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass} min-h-24 resize-y`}
      />
      <FieldNotes id={id} hint={props.hint} counter={props.counter} error={props.error} />
    </div>
  )
}
