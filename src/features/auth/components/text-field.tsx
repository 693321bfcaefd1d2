import { useId } from 'react'
import { inputClass, labelClass } from '../../../components/form-styles'

interface TextFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email'
  autoComplete?: string
}

export function TextField({ label, name, value, onChange, type = 'text', autoComplete }: TextFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  )
}
