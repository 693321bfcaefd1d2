// "Yeni Website": the prompt's fields (name, email, company, description, budget, timeline) in a
// dialog; İptal sends nothing. Sent to POST /api/me/website-requests as a request of source prompt.
import { DialogForm } from '../../components/dialog-form'
import { createWebsiteRequest } from '../../lib/data/website-requests'
import { DialogField } from './dialog-field'
import {
  BUDGET_OPTIONS,
  TIMELINE_OPTIONS,
  checkWebsiteRequest,
  emptyWebsiteRequest,
  promptRequestBody,
  websiteRequestText,
} from './prompt-forms'
import { useDialogForm } from './use-dialog-form'

export function WebsiteRequestDialog({
  open,
  user,
  onClose,
}: {
  open: boolean
  user: { id: string; email: string }
  onClose: () => void
}) {
  const { field, frame } = useDialogForm({
    empty: () => emptyWebsiteRequest(user.email),
    check: checkWebsiteRequest,
    send: (value) => createWebsiteRequest(promptRequestBody(value)),
    texts: { success: websiteRequestText.created, failure: websiteRequestText.failed },
    onClose,
  })

  return (
    <DialogForm
      {...frame}
      open={open}
      title="Yeni Website Talebi"
      description="Ekibimiz talebinizi inceleyip size dönüş yapacak."
      submitLabel="Talep Oluştur"
    >
      <DialogField kind="input" label="Website adı" {...field('name')} required maxLength={160} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DialogField
          kind="input"
          type="email"
          label="E-posta"
          {...field('email')}
          maxLength={254}
          autoComplete="email"
        />
        <DialogField
          kind="input"
          label="Firma"
          {...field('company')}
          maxLength={160}
          autoComplete="organization"
        />
      </div>
      <DialogField kind="textarea" label="Açıklama" {...field('description')} maxLength={5000} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DialogField
          kind="select"
          label="Bütçe aralığı"
          {...field('budget_range')}
          options={BUDGET_OPTIONS}
        />
        <DialogField kind="select" label="Zaman planı" {...field('timeline')} options={TIMELINE_OPTIONS} />
      </div>
    </DialogForm>
  )
}
