// The İçerik tab's small labelled controls: text within the schema's limits, a checkbox, and a way to
// change one field of an object.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { CONTENT_LIMITS } from '../../../../api/site-content/site-sections.shared'
import { FormField } from '../../../components/form-field'
import { hintClass, inputClass } from '../../../components/form-styles'

/** `field('title')(value)`: the object with that one field changed, handed to `onChange`. */
export function fieldSetter<T extends object>(value: T, onChange: (next: T) => void) {
  return <K extends keyof T>(key: K) =>
    (next: T[K]) =>
      onChange({ ...value, [key]: next })
}

interface TextProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  description?: ReactNode
  error?: string | null
  max?: number
}

export function ShortField({
  max = CONTENT_LIMITS.shortText,
  type = 'text',
  onBlur,
  ...props
}: TextProps & { type?: 'text' | 'date' | 'url'; onBlur?: () => void }) {
  return (
    <FormField label={props.label} description={props.description} error={props.error}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={props.value}
          maxLength={max}
          autoComplete="off"
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={onBlur}
          className={`${inputClass} h-11 min-w-0`}
        />
      )}
    </FormField>
  )
}

export function LongField({ max = CONTENT_LIMITS.text, rows = 3, ...props }: TextProps & { rows?: number }) {
  return (
    <FormField
      label={props.label}
      description={props.description ?? `${props.value.length}/${max} karakter`}
      error={props.error}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={props.value}
          maxLength={max}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${inputClass} min-h-20 min-w-0 resize-y`}
        />
      )}
    </FormField>
  )
}

export function CheckField({
  label,
  checked,
  onChange,
  description,
}: {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  description?: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={description ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 text-blue-700 focus:ring-blue-600 dark:border-slate-600 dark:bg-slate-800"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {description && (
          <p id={`${id}-hint`} className={`${hintClass} mt-0.5`}>
            {description}
          </p>
        )}
      </div>
    </div>
  )
}

/** Two fields side by side from the small-tablet width up, stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 gap-4 sm:grid-cols-2">{children}</div>
}
