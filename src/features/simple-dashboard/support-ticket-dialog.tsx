// "Destek Talebi": title and description (priority is sent as normal) in a dialog; İptal sends
// nothing. Sent to /api/sitekur-live-mysql.php create_support_ticket.
import { DialogForm } from '../../components/dialog-form'
import { createSupportTicketViaLive } from '../../lib/data/support-tickets'
import { DialogField } from './dialog-field'
import { checkSupportTicket, emptySupportTicket, supportTicketText } from './prompt-forms'
import { useDialogForm } from './use-dialog-form'

export function SupportTicketDialog({
  open,
  userId,
  onClose,
}: {
  open: boolean
  userId: string
  onClose: () => void
}) {
  const { field, frame } = useDialogForm({
    empty: emptySupportTicket,
    check: checkSupportTicket,
    send: (value) => createSupportTicketViaLive(userId, value),
    texts: { success: supportTicketText.sent, failure: supportTicketText.failed },
    onClose,
  })

  return (
    <DialogForm
      {...frame}
      open={open}
      title="Destek Talebi"
      description="Sorununuzu yazın, destek ekibimiz en kısa sürede dönüş yapsın."
      submitLabel="Gönder"
    >
      <DialogField kind="input" label="Başlık" {...field('title')} required maxLength={200} />
      <DialogField kind="textarea" label="Açıklama" {...field('description')} required maxLength={5000} />
    </DialogForm>
  )
}
