// A six-digit code from the authenticator app (one-time-code rules in components/one-time-code),
// labelled through FormField.
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { oneTimeCodeProps } from '../../components/one-time-code'
import { securityText } from './account-security-text'

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
          {...oneTimeCodeProps(value, onChange)}
          className={`${inputClass} max-w-48 font-mono text-lg tracking-[0.3em]`}
        />
      )}
    </FormField>
  )
}
