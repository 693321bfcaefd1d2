// A labelled checkbox for row selection; `indeterminate` (some rows of the page chosen) can only be set
// from script, so a ref keeps it in step.
import { useEffect, useRef } from 'react'

export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 cursor-pointer rounded border-slate-400 accent-blue-700 dark:accent-blue-400"
    />
  )
}
