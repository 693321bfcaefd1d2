// A group of fields or options: a fieldset and its legend (with the need's star), an optional hint
// tied to the group, and its content in a column or, for options, a grid.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { fieldsetClass, legendClass } from './field-styles'
import { NeedMark } from './required-mark'
import type { Need } from './required-mark'

/** Tailwind sees whole class names only. */
const LAYOUTS = {
  column: 'space-y-3',
  grid: 'grid gap-3 sm:grid-cols-2',
  'wide-grid': 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
} as const

export function FieldGroup(
  props: {
    legend: string
    hint?: string
    layout?: keyof typeof LAYOUTS
    children: ReactNode
  } & Need,
) {
  const id = useId()
  return (
    <fieldset className={fieldsetClass} aria-describedby={props.hint ? `${id}-hint` : undefined}>
      <legend className={legendClass}>
        {props.legend}
        <NeedMark required={props.required} marked={props.marked} />
      </legend>
      {props.hint && (
        <p id={`${id}-hint`} className="mb-3 text-xs text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      )}
      <div className={LAYOUTS[props.layout ?? 'column']}>{props.children}</div>
    </fieldset>
  )
}
