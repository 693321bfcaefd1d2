// A labelled select of a list of choices with an empty first option (the placeholder).
import { useId } from 'react'
import { inputClass } from '../form-styles'
import type { Choice } from './choice'
import { FieldLabel, FieldNotes, controlAria } from './field-notes'
import type { Notes } from './field-notes'
import type { Need } from './required-mark'

export function SelectField<T extends string>(
  props: {
    label: string
    name: string
    value: T | ''
    choices: readonly Choice<T>[]
    placeholder: string
    onChange: (value: T | '') => void
  } & Omit<Notes, 'counter'> &
    Need,
) {
  const id = useId()
  return (
    <div>
      <FieldLabel id={id} label={props.label} required={props.required} marked={props.marked} />
      <select
        {...controlAria(id, props)}
        name={props.name}
        value={props.value}
        onChange={(event) =>
          props.onChange(props.choices.find((choice) => choice.value === event.target.value)?.value ?? '')
        }
        className={`${inputClass} h-11`}
      >
        <option value="">{props.placeholder}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  )
}
