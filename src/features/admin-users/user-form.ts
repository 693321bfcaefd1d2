// The add and edit dialogs' form: its values, the check before sending, and where a refusal is shown
// (the two catalogue messages at their field, anything else under the form).
import type { User } from '../../../api/users/user.shared'
import { userMessages } from '../../../api/users/user-messages.shared'
import type { UserFormFields } from '../../lib/data/admin-users'

export const NAME_AND_EMAIL_REQUIRED = userMessages.nameAndEmailRequired
export const EMAIL_TAKEN = userMessages.emailTaken

export interface UserFormValues {
  name: string
  email: string
  phone: string
  role: User['role']
  status: User['status']
  subscription: string
  /** Edit only: why, for the audit trail. */
  reason: string
}

export interface UserFormErrors {
  name?: string
  email?: string
  form?: string
}

export const emptyUserForm = (): UserFormValues => ({
  name: '',
  email: '',
  phone: '',
  role: 'user',
  status: 'active',
  subscription: 'free',
  reason: '',
})

export const userFormFrom = (user: User): UserFormValues => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  role: user.role,
  status: user.status,
  subscription: user.subscription,
  reason: '',
})

/** The refusal the server would give, without asking it: name and e-mail are required. */
export function checkUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {}
  if (!values.name.trim()) errors.name = NAME_AND_EMAIL_REQUIRED
  if (!values.email.trim()) errors.email = NAME_AND_EMAIL_REQUIRED
  return errors
}

/** Where the server's refusal belongs. */
export function errorsFromMessage(message: string, values: UserFormValues): UserFormErrors {
  if (message === EMAIL_TAKEN) return { email: message }
  if (message === NAME_AND_EMAIL_REQUIRED) {
    const errors = checkUserForm(values)
    return Object.keys(errors).length > 0 ? errors : { name: message, email: message }
  }
  return { form: message }
}

export function fieldsOf(values: UserFormValues): UserFormFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    role: values.role,
    status: values.status,
    subscription: values.subscription,
  }
}
