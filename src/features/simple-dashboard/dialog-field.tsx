// A labelled input, textarea or select inside the dialogs.
import { useId } from 'react'
import { inputClass, labelClass } from '../../components/form-styles'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
} & (
  | { kind: 'input'; type?: string; maxLength?: number; autoComplete?: string }
  | { kind: 'textarea'; maxLength?: number }
  | { kind: 'select'; options: ReadonlyArray<[string, string]> }
)

export function DialogField(props: Props) {
  const id = useId()
  const common = {
    id,
    className: props.kind === 'textarea' ? `${inputClass} min-h-24` : inputClass,
    value: props.value,
    required: props.required,
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.kind === 'input' && (
        <input
          {...common}
          type={props.type ?? 'text'}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.kind === 'textarea' && (
        <textarea {...common} maxLength={props.maxLength} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.kind === 'select' && (
        <select {...common} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </div>
  )
}
