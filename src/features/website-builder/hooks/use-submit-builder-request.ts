// Sending the builder: one request at a time, the same Idempotency-Key for a retry of the same form.
// Delivered (stored, or kept in the service worker's outbox offline): the draft goes and the toast
// says so. Refused: the server's Turkish reason, at its field when it names one; nothing typed is lost.
import { useRouter } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import type { BuilderForm } from '../../../../api/builder/builder-form.shared'
import { ApiError } from '../../../lib/api-client'
import { createWebsiteRequest } from '../../../lib/data/website-requests'
import { sessionState } from '../../../lib/session'
import { nextAttempt } from '../../../lib/submit-attempt'
import type { SubmitAttempt } from '../../../lib/submit-attempt'
import { builderRequestForm } from '../builder-payload'
import { refusedField } from '../builder-steps'
import type { BuilderField } from '../builder-steps'
import { builderText } from '../builder-text'
import type { BuilderDelivery } from '../components/builder-confirmation'
import { builderToast } from '../components/builder-toast'

export const LOGIN_PATH = `/login?redirect=${encodeURIComponent('/website-builder')}`

export type BuilderSubmitResult =
  | { kind: 'delivered'; delivery: BuilderDelivery }
  | { kind: 'refused'; field: BuilderField; message: string }
  | { kind: 'failed' }

/** A refusal's text: the server's own words for a 4xx that gives them, else the general failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message
  return builderText.failureBody
}

export function useSubmitBuilderRequest(onDelivered: () => Promise<void>) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const lastAttempt = useRef<SubmitAttempt | null>(null)
  const inFlight = useRef(false)

  const submit = useCallback(
    async (form: BuilderForm): Promise<BuilderSubmitResult> => {
      if (inFlight.current) return { kind: 'failed' }
      if (!sessionState.user || !sessionState.accessToken) {
        builderToast('error', builderText.noSession)
        router.history.push(LOGIN_PATH)
        return { kind: 'failed' }
      }
      inFlight.current = true
      setSending(true)
      try {
        const formData = builderRequestForm(form)
        const attempt = nextAttempt(lastAttempt.current, JSON.stringify(formData))
        lastAttempt.current = attempt
        // A builder request is a website request from the builder: the same door, its whole form.
        const outcome = await createWebsiteRequest({ source: 'builder', builderForm: formData }, attempt.key)
        await onDelivered()
        lastAttempt.current = null
        if (outcome.kind === 'queued') {
          builderToast('info', builderText.queuedTitle, builderText.queuedNote)
          return { kind: 'delivered', delivery: { kind: 'queued' } }
        }
        builderToast('success', builderText.successTitle, outcome.value.message ?? builderText.successBody)
        return {
          kind: 'delivered',
          delivery: { kind: 'sent', requestNumber: outcome.value.request.requestNumber },
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          builderToast('error', builderText.noSession)
          router.history.push(LOGIN_PATH)
          return { kind: 'failed' }
        }
        const message = failureMessage(error)
        const field = refusedField(message)
        if (field) {
          builderToast('error', message)
          return { kind: 'refused', field, message }
        }
        builderToast('error', builderText.failureTitle, message)
        return { kind: 'failed' }
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    [router, onDelivered],
  )

  return { submit, sending }
}
