// The new request form of Taleplerim: type, title, description, website, priority (default medium).
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { Website } from '../../../../api/websites/website.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { cardClass, errorTextClass, inputClass, labelClass } from '../../../components/form-styles'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { createCustomerRequest } from '../../../lib/data/customer-requests'
import { REQUEST_TYPE_LABELS, priorityLabel } from '../../../lib/status-labels'
import { notify } from '../../../lib/toast'
import { emptyRequestForm, requestFailureMessage, requestFormText, requestInput } from './request-form-rules'
import type { RequestForm as RequestFormValues } from './request-form-rules'

const TYPES = Object.entries(REQUEST_TYPE_LABELS) as Array<[RequestFormValues['type'], string]>
const PRIORITIES: ReadonlyArray<RequestFormValues['priority']> = ['low', 'medium', 'high']

export function RequestForm({ websites }: { websites: readonly Website[] }) {
  const [form, setForm] = useState(emptyRequestForm)
  const [sending, setSending] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = requestInput(form, websites)
    if (!input) {
      setInvalid(true)
      notify.error(requestFormText.required)
      return
    }
    setInvalid(false)
    setSending(true)
    try {
      const outcome = await createCustomerRequest(input)
      if (outcome.kind === 'queued') {
        notify.info(offlineMessages.queued)
      } else {
        notify.success(requestFormText.sent)
      }
      setForm(emptyRequestForm())
    } catch (error) {
      notify.error(requestFailureMessage(error))
    } finally {
      setSending(false)
    }
  }

  const missing = (value: string) => invalid && value.trim() === ''
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Yeni Talep
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            Talep türü
          </label>
          <select
            id={`${id}-type`}
            className={inputClass}
            value={form.type}
            onChange={(e) => set('type', e.target.value as RequestFormValues['type'])}
          >
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-website`} className={labelClass}>
            Website
          </label>
          <select
            id={`${id}-website`}
            className={inputClass}
            value={form.websiteId}
            onChange={(e) => set('websiteId', e.target.value)}
          >
            <option value="">Genel (website seçilmedi)</option>
            {websites.map((website) => (
              <option key={website.id} value={website.id}>
                {website.domain ? `${website.name} (${website.domain})` : website.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-priority`} className={labelClass}>
            Öncelik
          </label>
          <select
            id={`${id}-priority`}
            className={inputClass}
            value={form.priority}
            onChange={(e) => set('priority', e.target.value as RequestFormValues['priority'])}
          >
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabel(priority)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>
          Başlık
        </label>
        <input
          id={`${id}-subject`}
          className={inputClass}
          value={form.title}
          maxLength={200}
          aria-invalid={missing(form.title) || undefined}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Açıklama
        </label>
        <textarea
          id={`${id}-description`}
          className={`${inputClass} min-h-28`}
          value={form.description}
          maxLength={5000}
          aria-invalid={missing(form.description) || undefined}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      {invalid && (
        <p role="alert" className={errorTextClass}>
          {requestFormText.required}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={sending}>
        {sending ? 'Gönderiliyor…' : 'Talep Gönder'}
      </button>
    </form>
  )
}
