// What a field says under itself (a live counter, a hint, an error) and the label above it, tied to
// the control by ids: `aria-describedby` lists the error first, then the counter, then the hint.
import type { ReactNode } from 'react'
import { hintClass, labelClass } from '../form-styles'
import { fieldErrorClass } from './field-styles'
import { NeedMark } from './required-mark'
import type { Need } from './required-mark'

export interface Notes {
  hint?: ReactNode
  /** Live text under the input (e.g. '12/60 karakter'); read with the field, not on every key. */
  counter?: ReactNode
  error?: string
}

/** The attributes that tie a control to its label's need and to its notes. */
export function controlAria(id: string, props: Notes & Need) {
  const described = [
    props.error && `${id}-error`,
    props.counter && `${id}-counter`,
    props.hint && `${id}-hint`,
  ]
  return {
    id,
    required: props.required,
    'aria-required': props.required || undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
  }
}

export function FieldLabel({ id, label, ...need }: { id: string; label: string } & Need) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      <NeedMark {...need} />
    </label>
  )
}

export function FieldNotes({ id, hint, counter, error }: { id: string } & Notes) {
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
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  )
}
