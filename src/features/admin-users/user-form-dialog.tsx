// The add and edit dialogs (name, e-mail, phone, role, plan, status; the edit dialog also asks why).
// A new user gets a set-password link by mail, so no password is asked here.
import { useState } from 'react'
import type { FormEvent } from 'react'
import type { User } from '../../../api/users/user.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../../lib/api-client'
import { USER_UPDATE_FAILED, createUser, updateUser } from '../../lib/data/admin-users'
import { notify } from '../../lib/toast'
import { ROLE_LABELS, USER_STATUSES, USER_STATUS_LABELS, planLabel, planOptions } from './user-labels'
import {
  checkUserForm,
  emptyUserForm,
  errorsFromMessage,
  fieldsOf,
  userFormFrom,
  type UserFormErrors,
  type UserFormValues,
} from './user-form'

export function UserFormDialog({ user, onClose }: { user: User | 'new'; onClose: () => void }) {
  const editing = user !== 'new'
  const [values, setValues] = useState<UserFormValues>(() => (editing ? userFormFrom(user) : emptyUserForm()))
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [sending, setSending] = useState(false)
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkUserForm(values)
    setErrors(checked)
    if (Object.keys(checked).length > 0) return
    setSending(true)
    try {
      if (editing) {
        const updated = await updateUser(user.id, fieldsOf(values), values.reason.trim() || undefined)
        notify.success(`${updated.name} güncellendi.`)
      } else {
        const created = await createUser(fieldsOf(values))
        notify.success(created.message ?? `${created.user.name} eklendi.`)
      }
      onClose()
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : editing ? USER_UPDATE_FAILED : CONNECTION_ERROR_MESSAGE
      setErrors(errorsFromMessage(message, values))
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open
      title={editing ? 'Kullanıcıyı düzenle' : 'Yeni kullanıcı'}
      description={
        editing ? undefined : 'Kullanıcıya şifresini belirlemesi için bir davet e-postası gönderilir.'
      }
      submitLabel={editing ? 'Kaydet' : 'Kullanıcı ekle'}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      error={errors.form ?? null}
      sending={sending}
    >
      <FormField label="Ad Soyad" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={values.name}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="E-posta" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            className={inputClass}
            value={values.email}
            autoComplete="off"
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Telefon">
        {(control) => (
          <input
            {...control}
            type="tel"
            className={inputClass}
            value={values.phone}
            autoComplete="off"
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Rol">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={values.role}
              onChange={(e) => set('role', e.target.value as User['role'])}
            >
              {(['user', 'admin'] as const).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Plan">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={values.subscription}
              onChange={(e) => set('subscription', e.target.value)}
            >
              {planOptions(values.subscription).map((plan) => (
                <option key={plan} value={plan}>
                  {planLabel(plan)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Durum">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={values.status}
              onChange={(e) => set('status', e.target.value as User['status'])}
            >
              {USER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {USER_STATUS_LABELS[status].label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {editing && (
        <FormField label="Değişiklik nedeni" description="İsteğe bağlı; değişiklik geçmişinde görünür.">
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={values.reason}
              maxLength={500}
              onChange={(e) => set('reason', e.target.value)}
            />
          )}
        </FormField>
      )}
    </DialogForm>
  )
}
