// The star after the label of a field the form needs. A field the form enforces (`required`) carries
// the attribute itself, so the star is only seen; a field only marked (`marked`: the builder enforces
// none) says "(zorunlu)" to screen readers in its label.
export interface Need {
  /** Enforced: `required` and `aria-required` on the control. */
  required?: boolean
  /** Shown as needed, not enforced. */
  marked?: boolean
}

export function NeedMark({ required, marked }: Need) {
  if (!required && !marked) return null
  return (
    <>
      <span className="text-red-700 dark:text-red-400" aria-hidden="true">
        {' '}
        *
      </span>
      {!required && <span className="sr-only"> (zorunlu)</span>}
    </>
  )
}
