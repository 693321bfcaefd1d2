// "Destek Talebi": title and description (priority is sent as normal) in a dialog; İptal sends
// nothing. Sent to /api/sitekur-live-mysql.php create_support_ticket.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { errorTextClass, smallButtonClass } from '../../components/form-styles'
import { ModalDialog } from '../../components/modal-dialog'
import { createSupportTicketViaLive } from '../../lib/customer-api'
import { DialogField } from './dialog-field'
import { checkSupportTicket, emptySupportTicket, supportTicketText } from './prompt-forms'
import { useDialogSubmit } from './use-dialog-submit'

export function SupportTicketDialog({
  open,
  userId,
  onClose,
}: {
  open: boolean
  userId: string
  onClose: () => void
}) {
  const [fields, setFields] = useState(emptySupportTicket)
  const close = () => {
    setFields(emptySupportTicket())
    submit.setError(null)
    onClose()
  }
  const submit = useDialogSubmit(
    { success: supportTicketText.sent, failure: supportTicketText.failed },
    close,
  )
  const set = (key: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = checkSupportTicket(fields)
    if (!checked.ok) return submit.setError(checked.message)
    void submit.send(() => createSupportTicketViaLive(userId, checked.value))
  }

  return (
    <ModalDialog
      open={open}
      title="Destek Talebi"
      description="Sorununuzu yazın, destek ekibimiz en kısa sürede dönüş yapsın."
      onClose={close}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <DialogField
          kind="input"
          label="Başlık"
          value={fields.title}
          onChange={set('title')}
          required
          maxLength={200}
        />
        <DialogField
          kind="textarea"
          label="Açıklama"
          value={fields.description}
          onChange={set('description')}
          required
          maxLength={5000}
        />
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
            {submit.sending ? 'Gönderiliyor…' : 'Gönder'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
