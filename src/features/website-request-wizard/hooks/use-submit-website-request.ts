// Sending the wizard: needs a session and a name and kind of site; one request at a time; the draft
// goes once the server (or the service worker's outbox) has the request, then the dashboard after 2 s.
import { useCallback, useRef, useState } from 'react'
import { sessionState } from '../../../lib/session'
import { nextAttempt } from '../../../lib/submit-attempt'
import type { SubmitAttempt } from '../../../lib/submit-attempt'
import { submitText, submitWebsiteRequest } from '../api/submit-website-request'
import { buildWebsiteRequestPayload } from '../build-payload'
import { wizardToast } from '../components/wizard-toast'
import { submitErrors } from '../wizard-steps'
import type { FieldErrors } from '../wizard-steps'
import type { WizardForm } from '../wizard-form'
import { useDelayedNavigation } from './use-delayed-navigation'

export const REDIRECT_AFTER_SUBMIT_MS = 2000
export const DASHBOARD_PATH = '/user-dashboard'
export const LOGIN_PATH = `/login?redirect=${encodeURIComponent('/create-website')}`

export type SubmitResult = { ok: true } | { ok: false; errors?: FieldErrors }

export function useSubmitWebsiteRequest(onDelivered: () => Promise<void>) {
  const navigate = useDelayedNavigation()
  const [sending, setSending] = useState(false)
  const [delivered, setDelivered] = useState(false)
  const lastAttempt = useRef<SubmitAttempt | null>(null)
  const inFlight = useRef(false)

  const submit = useCallback(
    async (form: WizardForm): Promise<SubmitResult> => {
      if (inFlight.current) return { ok: false }
      const { user, accessToken } = sessionState
      if (!user || !accessToken) {
        wizardToast('error', submitText.noSession)
        navigate(LOGIN_PATH)
        return { ok: false }
      }
      const errors = submitErrors(form)
      const firstError = errors.name ?? errors.siteType ?? errors.email
      if (firstError) {
        wizardToast('error', firstError)
        return { ok: false, errors }
      }

      inFlight.current = true
      setSending(true)
      const payload = buildWebsiteRequestPayload(form)
      const attempt = nextAttempt(lastAttempt.current, JSON.stringify(payload))
      lastAttempt.current = attempt
      const outcome = await submitWebsiteRequest(payload, attempt.key)

      if (outcome.kind === 'sent' || outcome.kind === 'queued') {
        setDelivered(true)
        await onDelivered()
        if (outcome.kind === 'sent') wizardToast('success', submitText.successTitle, submitText.successBody)
        else wizardToast('info', submitText.queuedTitle, submitText.queuedBody)
        navigate(DASHBOARD_PATH, REDIRECT_AFTER_SUBMIT_MS)
        return { ok: true }
      }
      inFlight.current = false
      setSending(false)
      if (outcome.kind === 'no-session') {
        wizardToast('error', submitText.noSession)
        navigate(LOGIN_PATH)
      } else {
        wizardToast('error', submitText.failureTitle, outcome.message)
      }
      return { ok: false }
    },
    [navigate, onDelivered],
  )

  return { submit, sending: sending || delivered, delivered }
}
