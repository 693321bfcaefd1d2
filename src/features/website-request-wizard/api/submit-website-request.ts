// Sends the request and says what became of it: sent (the server's id), queued (the service worker
// kept it in its outbox while offline: `202 {success, queued: true}`), refused for want of a session,
// or failed (with the server's message when it gave a reason, e.g. a validation error).
import type { WebsiteRequestFieldsBody } from '../../../../api/website-requests/website-request-body.shared'
import { ApiError } from '../../../lib/api-client'
import { createWebsiteRequest } from '../../../lib/data/website-requests'
import type { SentWebsiteRequest } from '../../../lib/data/website-requests'
import type { WriteOutcome } from '../../../lib/data/write-outcome'
import { websiteRequestMessages } from '../../../../api/website-requests/website-request-messages.shared'

export const submitText = {
  successTitle: 'Talep Gönderildi!',
  successBody: websiteRequestMessages.created,
  queuedTitle: 'Talebiniz Sıraya Alındı',
  queuedBody:
    'İnternet bağlantısı yok. Talebiniz bu cihazda saklandı ve bağlantı geri geldiğinde otomatik olarak gönderilecek.',
  failureTitle: 'Hata',
  failureBody: 'Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  noSession: 'Kullanıcı oturumu bulunamadı',
} as const

export type SubmitOutcome =
  | { kind: 'sent'; requestId: string | null }
  | { kind: 'queued' }
  | { kind: 'no-session' }
  | { kind: 'failed'; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A successful answer: the service worker's queued receipt or the stored request. */
export function outcomeOfWrite(outcome: WriteOutcome<Pick<SentWebsiteRequest, 'request'>>): SubmitOutcome {
  return outcome.kind === 'queued'
    ? { kind: 'queued' }
    : { kind: 'sent', requestId: outcome.value.request.id }
}

/** A refusal's text: docs/rules/website-requests.md#messages-after-sending. */
export function outcomeOfError(error: unknown): SubmitOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: submitText.failureBody }
  if (error.status === 401) return { kind: 'no-session' }
  const body = error.body
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : ''
  if (error.status >= 400 && error.status < 500 && serverMessage)
    return { kind: 'failed', message: serverMessage }
  return { kind: 'failed', message: submitText.failureBody }
}

/** POST /api/me/website-requests with the wizard's body. */
export async function submitWebsiteRequest(
  payload: WebsiteRequestFieldsBody,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  try {
    return outcomeOfWrite(await createWebsiteRequest(payload, idempotencyKey))
  } catch (error) {
    return outcomeOfError(error)
  }
}
