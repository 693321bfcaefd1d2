// The Taleplerim form: its fields, the rule (title and description required) and the messages.
import type { CustomerRequestInput } from '../../../../api/customer-requests/customer-request.shared'
import { customerRequestMessages } from '../../../../api/customer-requests/customer-request-messages.shared'
import { ApiError } from '../../../lib/api-client'

export const requestFormText = {
  required: customerRequestMessages.titleAndDescriptionRequired,
  sent: customerRequestMessages.created,
  failed: 'Talep gönderilirken hata oluştu',
} as const

export interface RequestForm {
  type: CustomerRequestInput['type']
  title: string
  description: string
  /** The chosen website's id ('' for none). */
  websiteId: string
  priority: CustomerRequestInput['priority']
}

export const emptyRequestForm = (): RequestForm => ({
  type: 'change',
  title: '',
  description: '',
  websiteId: '',
  priority: 'medium',
})

/** The body of POST /api/requests, or null when title or description is missing. */
export function requestInput(
  form: RequestForm,
  websites: ReadonlyArray<{ id: string; name: string; domain: string }>,
): Partial<CustomerRequestInput> | null {
  const title = form.title.trim()
  const description = form.description.trim()
  if (!title || !description) return null
  const website = websites.find((site) => site.id === form.websiteId)
  return {
    type: form.type,
    title,
    description,
    priority: form.priority,
    websiteId: website?.id ?? null,
    website: website ? website.domain || website.name : null,
  }
}

/** A 4xx shows the server's reason, anything else the generic text: docs/rules/customer-dashboard.md#taleplerim. */
export function requestFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message
  return requestFormText.failed
}
