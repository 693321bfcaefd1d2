// A form field's frame: the label, an optional description and the error, tied to the control with ids
// (`aria-describedby`, `aria-invalid`), so every form of the app says the same things the same way.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { errorTextClass, hintClass, labelClass } from './form-styles'

export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

export function FormField({
  label,
  description,
  error,
  children,
}: {
  label: ReactNode
  description?: ReactNode
  error?: string | null
  /** Renders the control with the props that tie it to the label, description and error. */
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {description && (
        <p id={`${id}-description`} className={hintClass}>
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 ${errorTextClass}`}>
          {error}
        </p>
      )}
    </div>
  )
}
