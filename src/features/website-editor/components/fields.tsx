// The edit screen's labelled controls on the app's FormField (label, description and error tied to
// the control with ids).
import type { HTMLInputTypeAttribute, ReactNode } from 'react'
import { FormField } from '../../../components/form-field'
import { inputClass } from '../../../components/form-styles'
import type { Choice } from '../edit-choices'

interface BaseProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  description?: ReactNode
  error?: string | null
}

export function TextInput({
  type = 'text',
  autoComplete = 'off',
  onBlur,
  required = false,
  readOnly = false,
  ...props
}: BaseProps & {
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  onBlur?: () => void
  readOnly?: boolean
  /** Marks the label with a '*' (the check itself is the form's). */
  required?: boolean
}) {
  const label = required ? (
    <>
      {props.label}
      <span className="text-red-700 dark:text-red-400" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  ) : (
    props.label
  )
  return (
    <FormField label={label} description={props.description} error={props.error}>
      {(control) => (
        <input
          {...control}
          aria-required={required || undefined}
          name={props.name}
          type={type}
          value={props.value}
          autoComplete={autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={onBlur}
          readOnly={readOnly}
          className={`${inputClass} h-11 ${readOnly ? 'bg-slate-50 dark:bg-slate-900' : ''}`}
        />
      )}
    </FormField>
  )
}

export function TextArea({ rows = 4, ...props }: BaseProps & { rows?: number }) {
  return (
    <FormField label={props.label} description={props.description} error={props.error}>
      {(control) => (
        <textarea
          {...control}
          name={props.name}
          rows={rows}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${inputClass} min-h-24 resize-y`}
        />
      )}
    </FormField>
  )
}

/** A select over fixed choices; `emptyLabel` offers '' (nothing chosen) first. */
export function SelectInput<T extends string>({
  choices,
  emptyLabel,
  ...props
}: Omit<BaseProps, 'onChange' | 'value'> & {
  value: T | ''
  onChange: (value: T | '') => void
  choices: readonly Choice<T>[]
  emptyLabel?: string
  disabled?: boolean
}) {
  return (
    <FormField label={props.label} description={props.description} error={props.error}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          disabled={props.disabled}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as T | '')}
          className={`${inputClass} h-11`}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
