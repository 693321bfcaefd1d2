// The optional note a customer adds to an approval request (profile, domain, account deletion).
import { FormField } from './form-field'
import { inputClass } from './form-styles'

/** The server keeps at most this many characters of a request's reason. */
const REASON_MAX = 1000

export function ApprovalReasonField({
  label = 'Açıklama (isteğe bağlı)',
  value,
  onChange,
}: {
  label?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          className={inputClass}
          rows={2}
          maxLength={REASON_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  )
}
