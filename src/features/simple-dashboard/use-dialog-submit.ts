// Sending a dialog's form: busy while it goes, success / queued / failure toasts, the server's reason
// for a refusal shown in the dialog, and the dialog closed on success.
import { useState } from 'react'
import { offlineMessages } from '../../../api/schemas/api-source'
import { ApiError } from '../../lib/api-client'
import type { WriteOutcome } from '../../lib/customer-api'
import { notify } from '../../lib/toast'

export function useDialogSubmit(texts: { success: string; failure: string }, onDone: () => void) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send(run: () => Promise<WriteOutcome<unknown>>, onQueued?: () => void) {
    setSending(true)
    setError(null)
    try {
      const outcome = await run()
      if (outcome.kind === 'queued') {
        onQueued?.()
        notify.info(offlineMessages.queued)
      } else {
        notify.success(texts.success)
      }
      onDone()
    } catch (caught) {
      notify.error(texts.failure)
      if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) setError(caught.message)
    } finally {
      setSending(false)
    }
  }

  return { sending, error, setError, send }
}
