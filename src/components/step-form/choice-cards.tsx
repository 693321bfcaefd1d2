// Options as cards in a group: one of a few (radio cards; arrow keys move between them) or any number
// of a list (checkboxes; the value keeps the list's order).
import type { ReactNode } from 'react'
import type { Choice } from './choice'
import { FieldGroup } from './field-group'
import type { Need } from './required-mark'

const cardClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:ring-2 has-focus-visible:ring-blue-600 dark:border-slate-700 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950/40'

interface CardsProps<T extends string> extends Need {
  legend: string
  name: string
  choices: readonly Choice<T>[]
  hint?: string
  /** Three cards a row on large screens (a form as wide as the page). */
  wide?: boolean
}

function ChoiceText<T extends string>({ choice }: { choice: Choice<T> }) {
  return (
    <span className="min-w-0">
      <span className="block text-sm font-semibold text-slate-900 dark:text-white">{choice.label}</span>
      {choice.hint && <span className="block text-xs text-slate-600 dark:text-slate-400">{choice.hint}</span>}
      {choice.swatch && (
        <span className="mt-2 flex gap-1" aria-hidden="true">
          {choice.swatch.map((color) => (
            <span
              key={color}
              className="size-5 rounded-full border border-black/10"
              style={{ backgroundColor: color }}
            />
          ))}
        </span>
      )}
    </span>
  )
}

function Cards<T extends string>(props: CardsProps<T> & { input: (choice: Choice<T>) => ReactNode }) {
  return (
    <FieldGroup
      legend={props.legend}
      hint={props.hint}
      required={props.required}
      marked={props.marked}
      layout={props.wide ? 'wide-grid' : 'grid'}
    >
      {props.choices.map((choice) => (
        <label key={choice.value} className={cardClass}>
          {props.input(choice)}
          <ChoiceText choice={choice} />
        </label>
      ))}
    </FieldGroup>
  )
}

export function RadioCards<T extends string>(
  props: CardsProps<T> & { value: T | ''; onChange: (value: T) => void },
) {
  return (
    <Cards
      {...props}
      input={(choice) => (
        <input
          type="radio"
          name={props.name}
          value={choice.value}
          checked={props.value === choice.value}
          onChange={() => props.onChange(choice.value)}
          className="mt-0.5 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
        />
      )}
    />
  )
}

export function CheckboxGroup<T extends string>(
  props: CardsProps<T> & { value: readonly T[]; onChange: (value: T[]) => void },
) {
  const toggle = (choice: T, on: boolean) => {
    const chosen = new Set(props.value)
    if (on) chosen.add(choice)
    else chosen.delete(choice)
    props.onChange(props.choices.map((c) => c.value).filter((value) => chosen.has(value)))
  }
  return (
    <Cards
      {...props}
      input={(choice) => (
        <input
          type="checkbox"
          name={props.name}
          value={choice.value}
          checked={props.value.includes(choice.value)}
          onChange={(event) => toggle(choice.value, event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded accent-blue-700 dark:accent-blue-400"
        />
      )}
    />
  )
}
