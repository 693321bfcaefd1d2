// 'Düzenle ve yeniden gönder': the refused write goes again through the app's API client, as a new
// write (a fresh Idempotency-Key: the old key is bound to the refusal the server already gave). Taken
// (or queued again by the worker, when the backend is away once more): it leaves the list. Refused
// again: it stays with the server's new message. Anything else (no connection, a server error): it
// stays as it was. docs/rules/offline-demo-and-sync.md#refused-writes
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { isRefusal, refusalMessage, type RefusedWrite } from '../../../api/lib/refused-write.shared'
import { ApiError, apiRequest, type HttpMethod } from '../../lib/api-client'
import { invalidateAllResources } from '../../lib/data/resource-query'
import { forgetRefusedWrite, noteRefusedAgain } from '../../lib/refused-writes'
import { refusedText } from './refused-write-text'

export type ResendOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }

const METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE']

function answerMessage(answer: unknown): string | null {
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {}
  if (record.queued === true) return offlineMessages.queued
  return typeof record.message === 'string' && record.message !== '' ? record.message : null
}

/** `body` is the (edited) JSON body, undefined for a write without one. */
export async function resendRefusedWrite(write: RefusedWrite, body: unknown): Promise<ResendOutcome> {
  const method = METHODS.find((known) => known === write.method.toUpperCase())
  if (!method) return { kind: 'failed', message: refusedText.notEditable }
  try {
    const answer = await apiRequest(write.url, { method, body })
    await forgetRefusedWrite(write.id)
    void invalidateAllResources()
    return { kind: 'sent', message: answerMessage(answer) ?? refusedText.sent }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (isRefusal(error.status)) {
      const message = refusalMessage(error.body, error.status)
      await noteRefusedAgain(write.id, error.status, message)
      return { kind: 'refused', message }
    }
    return { kind: 'failed', message: error.message }
  }
}
