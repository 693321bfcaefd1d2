import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'

/** An amount in TRY typed by the admin ('258,80'); empty means the whole of `whole`, said under the field. */
export function TryAmountField({
  label,
  wholeNote,
  value,
  error,
  onChange,
}: {
  label: string
  wholeNote: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <FormField label={label} error={error} description={wholeNote}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  )
}
