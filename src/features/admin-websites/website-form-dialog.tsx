// The add and edit dialogs: name, domain, owner e-mail, template, status, description and whether the
// owner's publications wait for the team's approval. A refusal is
// shown at its field with the server's words (website-form.ts); anything else on the form.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { websiteMessages, type Website } from '../../../api/websites/website.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { WEBSITE_MESSAGES, createAdminWebsite, updateAdminWebsite } from '../../lib/data/admin-websites'
import { notify } from '../../lib/toast'
import { ADMIN_STATUS_CHOICES, STATUS_NAMES, TEMPLATE_CHOICES, TEMPLATE_LABELS } from './website-labels'
import {
  checkWebsiteForm,
  emptyWebsiteForm,
  refusalErrors,
  storedDomainHint,
  websiteFormOf,
  websiteInputOf,
  type WebsiteFormErrors,
  type WebsiteFormValues,
} from './website-form'

/** `website` null: the add dialog; a website: its edit dialog. */
export function WebsiteFormDialog({
  open,
  website,
  onClose,
}: {
  open: boolean
  website: Website | null
  onClose: () => void
}) {
  const [values, setValues] = useState<WebsiteFormValues>(emptyWebsiteForm)
  const [errors, setErrors] = useState<WebsiteFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!open) return
    setValues(website ? websiteFormOf(website) : emptyWebsiteForm())
    setErrors({})
    setFormError(null)
  }, [open, website])

  const set = <K extends keyof WebsiteFormValues>(field: K, value: WebsiteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkWebsiteForm(values)
    setFormError(null)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      const input = websiteInputOf(values)
      const result = website ? await updateAdminWebsite(website.id, input) : await createAdminWebsite(input)
      notify.success(result.message ?? (website ? websiteMessages.updated : websiteMessages.created))
      onClose()
    } catch (error) {
      const message = error instanceof ApiError ? error.message : WEBSITE_MESSAGES.saveFailed
      const atFields = refusalErrors(message, values)
      if (atFields && Object.keys(atFields).length > 0) setErrors(atFields)
      else setFormError(message)
    } finally {
      setSending(false)
    }
  }

  const statuses =
    website?.status === 'draft' ? [...ADMIN_STATUS_CHOICES, 'draft' as const] : ADMIN_STATUS_CHOICES
  return (
    <DialogForm
      open={open}
      title={website ? 'Websiteyi Düzenle' : 'Yeni Website'}
      description={website ? website.name : 'Ad, domain ve sahibin e-posta adresi zorunludur.'}
      submitLabel={website ? 'Kaydet' : 'Website Ekle'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <FormField label="Website adı" error={errors.name}>
        {(control) => (
          <input
            {...control}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="Domain"
        error={errors.domain}
        description={storedDomainHint(values.domain) ?? 'ör. ornek.com'}
      >
        {(control) => (
          <input
            {...control}
            value={values.domain}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set('domain', e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Sahip e-posta adresi" error={errors.ownerEmail}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.ownerEmail}
            autoComplete="off"
            onChange={(e) => set('ownerEmail', e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Şablon" error={errors.template}>
          {(control) => (
            <select
              {...control}
              value={values.template}
              onChange={(e) => set('template', e.target.value as Website['template'])}
              className={inputClass}
            >
              {TEMPLATE_CHOICES.map((template) => (
                <option key={template} value={template}>
                  {TEMPLATE_LABELS[template]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Durum" error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={values.status}
              onChange={(e) => set('status', e.target.value as Website['status'])}
              className={inputClass}
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {STATUS_NAMES[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Açıklama" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={values.publishNeedsApproval}
          onChange={(e) => set('publishNeedsApproval', e.target.checked)}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>
          Müşterinin yayınları onayımıza bağlı
          <span className="block text-slate-600 dark:text-slate-400">
            Müşteri değişikliklerini kendisi yayınlamaz; “Yayına gönder” ile onayınıza sunar.
          </span>
        </span>
      </label>
    </DialogForm>
  )
}
