// A step form's errors by field, and the one setter of its fields: a changed field loses its error.
import { useCallback, useState } from 'react'

export function useFieldErrors<D extends { form: object }, E extends Partial<Record<string, string>>>(
  update: (change: (draft: D) => D) => void,
) {
  const [errors, setErrors] = useState<E>({} as E)
  const setField = useCallback(
    <K extends keyof D['form']>(field: K, value: D['form'][K]) => {
      update((draft) => ({ ...draft, form: { ...draft.form, [field]: value } }))
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field as string]: _cleared, ...rest } = current
        return rest as E
      })
    },
    [update],
  )
  return { errors, setErrors, setField }
}
