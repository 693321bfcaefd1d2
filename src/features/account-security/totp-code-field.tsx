// A six-digit code from the authenticator app: digits only (a pasted "123 456" keeps 123456), one-time-code
// autofill, labelled through FormField.
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { securityText } from './account-security-text'

export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6)

export function TotpCodeField({
  value,
  onChange,
  error,
  label = securityText.codeLabel,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | null
  label?: string
}) {
  return (
    <FormField label={label} description={securityText.codeHint} error={error}>
      {(control) => (
        <input
          {...control}
          name="one-time-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={12}
          placeholder="000000"
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value))}
          className={`${inputClass} max-w-48 font-mono text-lg tracking-[0.3em]`}
        />
      )}
    </FormField>
  )
}
