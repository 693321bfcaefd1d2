import type { EditErrors } from '../edit-checks'
import type { WebsiteEditForm } from '../edit-form'

/** What every tab of the edit form gets: the form, a way to change one field, and the checks' errors. */
export interface TabProps {
  form: WebsiteEditForm
  setField: <K extends keyof WebsiteEditForm>(key: K, value: WebsiteEditForm[K]) => void
  errors: EditErrors
}
