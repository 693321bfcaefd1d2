import { describe, expect, it } from 'vitest'
import {
  EMAIL_TAKEN,
  NAME_AND_EMAIL_REQUIRED,
  checkUserForm,
  emptyUserForm,
  errorsFromMessage,
} from './user-form'

describe('the user dialogs’ errors', () => {
  it('asks for name and e-mail at the field that is empty', () => {
    expect(checkUserForm({ ...emptyUserForm(), email: 'a@b.co' })).toEqual({ name: NAME_AND_EMAIL_REQUIRED })
    expect(checkUserForm({ ...emptyUserForm(), name: 'Ali' })).toEqual({ email: NAME_AND_EMAIL_REQUIRED })
    expect(checkUserForm({ ...emptyUserForm(), name: 'Ali', email: 'a@b.co' })).toEqual({})
  })

  it('shows a taken e-mail at the e-mail field and any other refusal under the form', () => {
    const values = { ...emptyUserForm(), name: 'Ali', email: 'a@b.co' }
    expect(errorsFromMessage(EMAIL_TAKEN, values)).toEqual({ email: EMAIL_TAKEN })
    expect(errorsFromMessage('Geçersiz e-posta adresi.', values)).toEqual({
      form: 'Geçersiz e-posta adresi.',
    })
    expect(errorsFromMessage(NAME_AND_EMAIL_REQUIRED, { ...values, name: ' ' })).toEqual({
      name: NAME_AND_EMAIL_REQUIRED,
    })
  })
})
