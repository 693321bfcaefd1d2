// The create and edit dialog: name, type, subject and content, placeholder buttons that insert at the
// cursor, and a live preview rendered by the same function the server sends with (sample customer).
// SiteKur's own templates keep their type. A refusal is shown on the form with the server's words.
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import {
  EMAIL_TEMPLATE_LIMITS,
  emailTemplateMessages as messages,
  unknownPlaceholderMessage,
  type EmailTemplateView,
} from '../../../api/email-templates/email-template.shared'
import {
  allowedPlaceholders,
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplateType,
} from '../../../api/email-templates/email-template-kinds.shared'
import {
  renderTemplate,
  unknownPlaceholders,
} from '../../../api/email-templates/email-template-render.shared'
import { sampleValues } from '../../../api/email-templates/email-template-samples.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { createEmailTemplate, updateEmailTemplate } from '../../lib/data/email-templates'
import { notify } from '../../lib/toast'
import { MailPreview } from './mail-preview'
import { PlaceholderButtons, type TextTarget } from './placeholder-buttons'
import { TEMPLATE_TYPE_LABELS } from './template-labels'

interface Values {
  name: string
  type: EmailTemplateType
  subject: string
  content: string
}

const empty = (): Values => ({ name: '', type: 'notification', subject: '', content: '' })
const valuesOf = (t: EmailTemplateView): Values => ({
  name: t.name,
  type: t.type,
  subject: t.subject,
  content: t.content,
})

/** The form's own check, the server's rules in the server's words. */
function refusal(values: Values, key: string | null): string | null {
  if (!values.name.trim() || !values.subject.trim() || !values.content.trim()) return messages.required
  const unknown = unknownPlaceholders({ ...values, key })
  return unknown.length > 0 ? unknownPlaceholderMessage(unknown, allowedPlaceholders(key)) : null
}

/** `template` null: the create dialog; a template: its edit dialog. */
export function TemplateFormDialog({
  open,
  template,
  onClose,
}: {
  open: boolean
  template: EmailTemplateView | null
  onClose: () => void
}) {
  const [values, setValues] = useState<Values>(empty)
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const subjectRef = useRef<HTMLInputElement | null>(null)
  const contentRef = useRef<HTMLTextAreaElement | null>(null)
  const lastField = useRef<TextTarget | null>(null)
  const key = template?.own ? template.key : null

  useEffect(() => {
    if (!open) return
    setValues(template ? valuesOf(template) : empty())
    setFormError(null)
    lastField.current = null
  }, [open, template])

  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }))
    setFormError(null)
  }
  const preview = useMemo(
    () => renderTemplate({ subject: values.subject, content: values.content, key }, sampleValues(new Date())),
    [values.subject, values.content, key],
  )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const refused = refusal(values, key)
    setFormError(refused)
    if (refused) return
    setSending(true)
    try {
      const input = { ...values, ...(template?.own ? { type: undefined } : {}) }
      const result = template
        ? await updateEmailTemplate(template.id, input, messages.updated)
        : await createEmailTemplate(input, messages.created)
      notify.success(result.message)
      onClose()
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : messages.saveFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open={open}
      width="wide"
      title={template ? 'Şablonu Düzenle' : 'Yeni Şablon'}
      description={template ? template.name : 'Ad, konu ve içerik zorunludur.'}
      submitLabel={template ? 'Kaydet' : 'Şablon Oluştur'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Şablon adı">
          {(control) => (
            <input
              {...control}
              value={values.name}
              maxLength={EMAIL_TEMPLATE_LIMITS.name}
              onChange={(e) => set({ name: e.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Tür" description={template?.own ? messages.ownTemplateTypeFixed : undefined}>
          {(control) => (
            <select
              {...control}
              value={values.type}
              disabled={Boolean(template?.own)}
              onChange={(e) => set({ type: e.target.value as EmailTemplateType })}
              className={inputClass}
            >
              {EMAIL_TEMPLATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TEMPLATE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Konu">
        {(control) => (
          <input
            {...control}
            ref={subjectRef}
            value={values.subject}
            maxLength={EMAIL_TEMPLATE_LIMITS.subject}
            onFocus={(e) => (lastField.current = e.currentTarget)}
            onChange={(e) => set({ subject: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <PlaceholderButtons
        placeholders={allowedPlaceholders(key)}
        target={() => lastField.current ?? contentRef.current}
        onInsert={(field, value) =>
          set(field === subjectRef.current ? { subject: value } : { content: value })
        }
      />
      <FormField label="İçerik" description="Her satır e-postada bir paragraf olur.">
        {(control) => (
          <textarea
            {...control}
            ref={contentRef}
            rows={8}
            value={values.content}
            maxLength={EMAIL_TEMPLATE_LIMITS.content}
            onFocus={(e) => (lastField.current = e.currentTarget)}
            onChange={(e) => set({ content: e.target.value })}
            className={`${inputClass} h-auto py-2 font-mono text-sm`}
          />
        )}
      </FormField>
      <MailPreview mail={preview} label="Canlı önizleme (örnek müşteri)" />
    </DialogForm>
  )
}
