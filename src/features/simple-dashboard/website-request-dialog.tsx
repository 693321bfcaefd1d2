// "Yeni Website": the prompt's fields (name, email, company, description, budget, timeline) in a
// dialog; İptal sends nothing. Sent to /api/sitekur-live-mysql.php create_website_request.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { errorTextClass, smallButtonClass } from '../../components/form-styles'
import { ModalDialog } from '../../components/modal-dialog'
import { createWebsiteRequestViaLive } from '../../lib/customer-api'
import { addPendingWrite } from '../../lib/pending-writes'
import { DialogField } from './dialog-field'
import {
  BUDGET_OPTIONS,
  TIMELINE_OPTIONS,
  checkWebsiteRequest,
  emptyWebsiteRequest,
  websiteRequestText,
} from './prompt-forms'
import { useDialogSubmit } from './use-dialog-submit'

export function WebsiteRequestDialog({
  open,
  user,
  onClose,
}: {
  open: boolean
  user: { id: string; email: string }
  onClose: () => void
}) {
  const [fields, setFields] = useState(() => emptyWebsiteRequest(user.email))
  const close = () => {
    setFields(emptyWebsiteRequest(user.email))
    submit.setError(null)
    onClose()
  }
  const submit = useDialogSubmit(
    { success: websiteRequestText.created, failure: websiteRequestText.failed },
    close,
  )
  const set = (key: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = checkWebsiteRequest(fields)
    if (!checked.ok) return submit.setError(checked.message)
    void submit.send(
      () => createWebsiteRequestViaLive(user.id, checked.value),
      () => addPendingWrite({ kind: 'website-request', title: checked.value.name }),
    )
  }

  return (
    <ModalDialog
      open={open}
      title="Yeni Website Talebi"
      description="Ekibimiz talebinizi inceleyip size dönüş yapacak."
      onClose={close}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <DialogField
          kind="input"
          label="Website adı"
          value={fields.name}
          onChange={set('name')}
          required
          maxLength={160}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DialogField
            kind="input"
            type="email"
            label="E-posta"
            value={fields.email}
            onChange={set('email')}
            maxLength={254}
            autoComplete="email"
          />
          <DialogField
            kind="input"
            label="Firma"
            value={fields.company}
            onChange={set('company')}
            maxLength={160}
            autoComplete="organization"
          />
        </div>
        <DialogField
          kind="textarea"
          label="Açıklama"
          value={fields.description}
          onChange={set('description')}
          maxLength={5000}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DialogField
            kind="select"
            label="Bütçe aralığı"
            value={fields.budget_range}
            onChange={set('budget_range')}
            options={BUDGET_OPTIONS}
          />
          <DialogField
            kind="select"
            label="Zaman planı"
            value={fields.timeline}
            onChange={set('timeline')}
            options={TIMELINE_OPTIONS}
          />
        </div>
        {submit.error && (
          <p role="alert" className={errorTextClass}>
            {submit.error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={smallButtonClass} onClick={close}>
            İptal
          </button>
          <button type="submit" className={primaryButtonClass} disabled={submit.sending}>
            {submit.sending ? 'Gönderiliyor…' : 'Talep Oluştur'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
