// The saved template rendered by the server (POST /{id}/preview) with the sample customer.
import { useEffect, useState } from 'react'
import type { EmailTemplateView } from '../../../api/email-templates/email-template.shared'
import type { RenderedMail } from '../../../api/email-templates/email-template-render.shared'
import { ModalDialog } from '../../components/modal-dialog'
import { errorTextClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { previewEmailTemplate } from '../../lib/data/email-templates'
import { MailPreview } from './mail-preview'

export function TemplatePreviewDialog({
  template,
  onClose,
}: {
  template: EmailTemplateView | null
  onClose: () => void
}) {
  const [mail, setMail] = useState<RenderedMail | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setMail(null)
    setError(null)
    if (!template) return
    let live = true
    previewEmailTemplate(template.id)
      .then((rendered) => live && setMail(rendered))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : 'Önizleme alınamadı.'))
    return () => {
      live = false
    }
  }, [template])

  return (
    <ModalDialog
      open={template !== null}
      width="wide"
      title="Şablon önizlemesi"
      description={template ? `${template.name} · örnek müşteri ile` : undefined}
      onClose={onClose}
    >
      {error ? (
        <p role="alert" className={errorTextClass}>
          {error}
        </p>
      ) : (
        <MailPreview mail={mail} label="Sunucu önizlemesi" />
      )}
    </ModalDialog>
  )
}
