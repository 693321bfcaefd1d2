// Hızlı Düzenle: the name, template, status and description in one dialog, applied to the form together
// ("Uygula") or not at all ("Vazgeç"); the domain is shown read-only (a change is a request, Temel tab).
import { useState } from 'react'
import type { FormEvent } from 'react'
import { primaryButtonClass } from '../../../components/buttons'
import { smallButtonClass } from '../../../components/form-styles'
import { ModalDialog } from '../../../components/modal-dialog'
import { editMessages } from '../edit-checks'
import { STATUS_CHOICES, TEMPLATE_CHOICES } from '../edit-choices'
import type { WebsiteEditForm } from '../edit-form'
import { SelectInput, TextArea, TextInput } from './fields'
import { statusHeldProps } from './fixed-fields'

export type QuickEditFields = Pick<
  WebsiteEditForm,
  'title' | 'domain' | 'template' | 'status' | 'description'
>

export function QuickEditDialog({
  open,
  form,
  statusHeld,
  onApply,
  onClose,
}: {
  open: boolean
  form: WebsiteEditForm
  /** The team set the status: the owner cannot change it (fixed-fields.ts). */
  statusHeld: boolean
  onApply: (fields: QuickEditFields) => void
  onClose: () => void
}) {
  return (
    <ModalDialog
      open={open}
      title="Hızlı Düzenle"
      description="Temel bilgileri tek yerden değiştirin."
      onClose={onClose}
    >
      {/* Mounted on open: it starts from the form as it is then. */}
      {open && <QuickEditForm form={form} statusHeld={statusHeld} onApply={onApply} onClose={onClose} />}
    </ModalDialog>
  )
}

function QuickEditForm({
  form,
  statusHeld,
  onApply,
  onClose,
}: {
  form: WebsiteEditForm
  statusHeld: boolean
  onApply: (fields: QuickEditFields) => void
  onClose: () => void
}) {
  const [fields, setFields] = useState<QuickEditFields>(() => ({
    title: form.title,
    domain: form.domain,
    template: form.template,
    status: form.status,
    description: form.description,
  }))
  const [titleError, setTitleError] = useState<string | null>(null)
  const set = <K extends keyof QuickEditFields>(key: K, value: QuickEditFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!fields.title.trim()) {
      setTitleError(editMessages.titleRequired)
      return
    }
    onApply(fields)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextInput
        label="Website adı"
        required
        name="quick.title"
        value={fields.title}
        error={titleError}
        onChange={(value) => set('title', value)}
      />
      <TextInput
        label="Domain"
        name="quick.domain"
        value={fields.domain}
        readOnly
        description="Alan adı değişikliği Temel sekmesinden yönetici onayına gönderilir."
        onChange={() => undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label="Şablon"
          name="quick.template"
          value={fields.template}
          choices={TEMPLATE_CHOICES}
          onChange={(value) => value && set('template', value)}
        />
        <SelectInput
          label="Durum"
          name="quick.status"
          value={fields.status}
          choices={STATUS_CHOICES}
          {...statusHeldProps(statusHeld)}
          onChange={(value) => value && set('status', value)}
        />
      </div>
      <TextArea
        label="Açıklama"
        name="quick.description"
        rows={3}
        value={fields.description}
        onChange={(value) => set('description', value)}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className={smallButtonClass} onClick={onClose}>
          Vazgeç
        </button>
        <button type="submit" className={primaryButtonClass}>
          Uygula
        </button>
      </div>
    </form>
  )
}
