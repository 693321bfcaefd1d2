import type { BuilderForm } from '../../../api/builder/builder-form.shared'
import type { BuilderField } from './builder-steps'

/** One setter for every field, typed by the field. */
export type SetBuilderField = <K extends BuilderField>(field: K, value: BuilderForm[K]) => void

export type BuilderFieldErrors = Partial<Record<BuilderField, string>>

/** What every step receives: the whole form (read), one setter (write) and the server's refusals. */
export interface BuilderStepProps {
  form: BuilderForm
  setField: SetBuilderField
  errors: BuilderFieldErrors
}
