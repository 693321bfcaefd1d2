// The table's one-click actions: test send, reset to the default, delete (after the confirm dialog).
// Each reports the server's answer in a toast: the success message, or its reason.
import { useCallback, useState } from 'react'
import {
  emailTemplateMessages as messages,
  type EmailTemplateView,
} from '../../../api/email-templates/email-template.shared'
import { ApiError } from '../../lib/api-client'
import { deleteEmailTemplate, resetEmailTemplate, sendTestEmail } from '../../lib/data/email-templates'
import { notify } from '../../lib/toast'

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback

export function useTemplateActions() {
  const [busyId, setBusyId] = useState<string | null>(null)

  const run = useCallback(async (id: string, action: () => Promise<string>, failed: string) => {
    setBusyId(id)
    try {
      notify.success(await action())
    } catch (error) {
      notify.error(reasonOf(error, failed))
    } finally {
      setBusyId(null)
    }
  }, [])

  return {
    busyId,
    onTest: (template: EmailTemplateView) =>
      void run(template.id, () => sendTestEmail(template.id), messages.testFailed),
    remove: (template: EmailTemplateView) =>
      run(template.id, () => deleteEmailTemplate(template.id, messages.deleted), messages.deleteFailed),
    reset: (template: EmailTemplateView) =>
      run(
        template.id,
        async () => (await resetEmailTemplate(template.id, messages.reset)).message,
        messages.saveFailed,
      ),
  }
}
