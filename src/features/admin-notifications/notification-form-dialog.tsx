// The create and edit dialog: title, message, type, target with its value (a customer's e-mail, a
// package), and an optional schedule time (with one it is scheduled, without a draft). A refusal is
// shown on the form with the server's words.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type {
  AdminNotification,
  NotificationInput,
} from '../../../api/notifications/notification-admin.shared'
import { notificationAdminMessages } from '../../../api/notifications/notification-admin.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { createNotification, updateNotification } from '../../lib/data/notifications'
import { useAdminPackages } from '../../lib/data/packages'
import { notify } from '../../lib/toast'
import { TARGET_LABELS, TYPE_LABELS } from './notification-labels'

type Values = {
  title: string
  message: string
  type: NonNullable<NotificationInput['type']>
  target: NonNullable<NotificationInput['target']>
  targetValue: string
  /** datetime-local, in the browser's time. */
  scheduledAt: string
}

const SAVE_FAILED = 'Bildirim kaydedilemedi. Lütfen tekrar deneyin.'

const empty = (): Values => ({
  title: '',
  message: '',
  type: 'system',
  target: 'all',
  targetValue: '',
  scheduledAt: '',
})

/** An instant as the datetime-local input shows it, in the browser's time. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

function valuesOf(n: AdminNotification): Values {
  return { ...n, targetValue: n.targetValue ?? '', scheduledAt: localInput(n.scheduledAt) }
}

function inputOf(values: Values): NotificationInput {
  return {
    title: values.title,
    message: values.message,
    type: values.type,
    target: values.target,
    targetValue: values.target === 'all' ? null : values.targetValue,
    scheduledAt: values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
  }
}

function Select<T extends string>(props: {
  label: string
  value: T
  options: Record<T, string>
  onChange: (value: T) => void
}) {
  return (
    <FormField label={props.label}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as T)}
          className={inputClass}
        >
          {(Object.entries(props.options) as [T, string][]).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** `notification` null: the create dialog; a draft or scheduled one: its edit dialog. */
export function NotificationFormDialog({
  open,
  notification,
  onClose,
}: {
  open: boolean
  notification: AdminNotification | null
  onClose: () => void
}) {
  const [values, setValues] = useState<Values>(empty)
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const packages = useAdminPackages({ pageSize: 100, sort: 'price' })

  useEffect(() => {
    if (!open) return
    setValues(notification ? valuesOf(notification) : empty())
    setFormError(null)
  }, [open, notification])

  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }))
    setFormError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.title.trim() || !values.message.trim()) {
      setFormError(notificationAdminMessages.required)
      return
    }
    if (values.target === 'specific' && !values.targetValue.trim()) {
      setFormError(notificationAdminMessages.specificEmail)
      return
    }
    setSending(true)
    try {
      const input = inputOf(values)
      const message = notification
        ? await updateNotification(notification.id, input, notificationAdminMessages.updated)
        : await createNotification(input, notificationAdminMessages.created)
      notify.success(message)
      onClose()
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : SAVE_FAILED)
    } finally {
      setSending(false)
    }
  }

  const packageOptions = packages.data?.items ?? []
  return (
    <DialogForm
      open={open}
      title={notification ? 'Bildirimi Düzenle' : 'Yeni Bildirim'}
      description="Zaman seçerseniz bildirim o zaman gönderilir; seçmezseniz taslak olarak kaydedilir."
      submitLabel={notification ? 'Kaydet' : 'Bildirim Oluştur'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <FormField label="Başlık">
        {(control) => (
          <input
            {...control}
            value={values.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Mesaj">
        {(control) => (
          <textarea
            {...control}
            value={values.message}
            maxLength={2000}
            rows={4}
            onChange={(e) => set({ message: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Tür" value={values.type} options={TYPE_LABELS} onChange={(type) => set({ type })} />
        <Select
          label="Hedef"
          value={values.target}
          options={TARGET_LABELS}
          onChange={(target) => set({ target, targetValue: '' })}
        />
      </div>
      {values.target === 'specific' && (
        <FormField label="Kullanıcının e-posta adresi">
          {(control) => (
            <input
              {...control}
              type="email"
              value={values.targetValue}
              onChange={(e) => set({ targetValue: e.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
      )}
      {values.target === 'subscription' && (
        <FormField label="Paket">
          {(control) => (
            <select
              {...control}
              value={values.targetValue}
              onChange={(e) => set({ targetValue: e.target.value })}
              className={inputClass}
            >
              <option value="">Paket seçin</option>
              {packageOptions.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label="Gönderim zamanı (isteğe bağlı)">
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={values.scheduledAt}
            onChange={(e) => set({ scheduledAt: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
    </DialogForm>
  )
}
