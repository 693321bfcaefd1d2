import type { SetField, WizardForm } from '../wizard-form'
import type { FieldErrors } from '../wizard-steps'

/** What every step receives: the whole form (read) and one setter (write). */
export interface StepProps {
  form: WizardForm
  setField: SetField
  errors: FieldErrors
}
