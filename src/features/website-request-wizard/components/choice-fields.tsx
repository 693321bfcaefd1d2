// Selects, on/off switches and radio cards, each with its label (a fieldset and legend for groups).
import { useId } from 'react'
import type { ReactNode } from 'react'
import type { Option } from '../wizard-options'
import { inputClass } from '../../../components/form-styles'
import { errorClass, fieldsetClass, hintClass, labelClass, legendClass } from './field-styles'

export function SelectField<T extends string>(props: {
  label: string
  name: string
  value: T | ''
  options: readonly Option<T>[]
  placeholder: string
  onChange: (value: T | '') => void
  required?: boolean
  error?: string
  hint?: string
}) {
  const id = useId()
  const described = [props.error && `${id}-error`, props.hint && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
        {props.required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const chosen = props.options.find((option) => option.value === event.target.value)
          props.onChange(chosen ? chosen.value : '')
        }}
        className={`${inputClass} h-11`}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className={errorClass}>
          {props.error}
        </p>
      )}
    </div>
  )
}

/** An on/off choice: a checkbox announced as a switch, the whole row clickable. */
export function SwitchField(props: {
  label: string
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  description?: string
}) {
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
        className="peer mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-blue-700 dark:accent-blue-400"
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

export function FieldGroup({
  legend,
  hint,
  children,
}: {
  legend: string
  hint?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <fieldset className={fieldsetClass} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={legendClass}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={`${hintClass} mt-0 mb-3`}>
          {hint}
        </p>
      )}
      <div className="space-y-3">{children}</div>
    </fieldset>
  )
}

/** One choice out of a few, shown as cards (radio inputs in a fieldset; arrow keys move between them). */
export function RadioCards<T extends string>(props: {
  legend: string
  name: string
  value: T
  options: readonly (Option<T> & { swatch?: readonly string[] })[]
  onChange: (value: T) => void
}) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{props.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:ring-2 has-focus-visible:ring-blue-600 dark:border-slate-700 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950/40"
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                {option.label}
              </span>
              {option.hint && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">{option.hint}</span>
              )}
              {option.swatch && (
                <span className="mt-2 flex gap-1" aria-hidden="true">
                  {option.swatch.map((color) => (
                    <span
                      key={color}
                      className="size-5 rounded-full border border-black/10"
                      style={{ backgroundColor: color }}
                    />
                  ))}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
