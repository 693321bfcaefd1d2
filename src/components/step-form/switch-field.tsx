// An on/off choice: a checkbox announced as a switch, with its label and an optional description.
import { useId } from 'react'

export interface SwitchFieldProps {
  label: string
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  description?: string
}

export function SwitchField(props: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        role="switch"
        checked={props.checked}
        aria-describedby={props.description ? `${id}-description` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-blue-700 dark:accent-blue-400"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-900 dark:text-slate-100">
          {props.label}
        </label>
        {props.description && (
          <p id={`${id}-description`} className="text-xs text-slate-600 dark:text-slate-400">
            {props.description}
          </p>
        )}
      </div>
    </div>
  )
}
