import { primaryButtonClass } from '../../../components/buttons'

/** An auth form's one full-width submit button: its busy words while the form is sent. */
export function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel,
}: {
  busy: boolean
  disabled?: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={`${primaryButtonClass} w-full disabled:opacity-60`}
    >
      {busy ? busyLabel : label}
    </button>
  )
}
