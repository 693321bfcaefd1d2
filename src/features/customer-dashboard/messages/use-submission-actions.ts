// What the owner does with a submission: read or unread, a booking confirmed at once or declined after a
// question, deleted after a question. Each answer's message (the server's) is a toast; the reads refresh
// through write() (src/lib/data/write-outcome.ts).
import { useState } from 'react'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { type FormSubmission } from '../../../../api/site-forms/form-submission.shared'
import { formSubmissionMessages } from '../../../../api/site-forms/form-submission-messages.shared'
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../../../lib/api-client'
import { changeSubmission, deleteSubmission } from '../../../lib/data/form-submissions'
import type { WriteOutcome } from '../../../lib/data/write-outcome'
import { notify } from '../../../lib/toast'

export interface AskedAction {
  action: 'decline' | 'remove'
  submission: FormSubmission
}

export interface SubmissionActions {
  busyId: string | null
  asking: AskedAction | null
  setRead: (submission: FormSubmission, read: boolean) => void
  confirmBooking: (submission: FormSubmission) => void
  ask: (asked: AskedAction) => void
  confirmAsked: () => void
  closeAsked: () => void
}

export function useSubmissionActions(websiteId: string): SubmissionActions {
  const [busyId, setBusyId] = useState<string | null>(null)
  const [asking, setAsking] = useState<AskedAction | null>(null)

  async function run(id: string, send: () => Promise<WriteOutcome<unknown>>, fallback: string) {
    setBusyId(id)
    try {
      const outcome = await send()
      if (outcome.kind === 'queued') notify.info(offlineMessages.queued)
      else notify.success(outcome.message ?? fallback)
    } catch (caught) {
      notify.error(caught instanceof ApiError ? caught.message : CONNECTION_ERROR_MESSAGE)
    } finally {
      setBusyId(null)
    }
  }

  const decide = (submission: FormSubmission, state: 'confirmed' | 'declined') =>
    run(
      submission.id,
      () => changeSubmission(websiteId, submission.id, { state }),
      formSubmissionMessages[state],
    )

  return {
    busyId,
    asking,
    setRead: (submission, read) =>
      void run(
        submission.id,
        () => changeSubmission(websiteId, submission.id, { read }),
        read ? formSubmissionMessages.markedRead : formSubmissionMessages.markedUnread,
      ),
    confirmBooking: (submission) => void decide(submission, 'confirmed'),
    ask: setAsking,
    closeAsked: () => setAsking(null),
    confirmAsked: () => {
      if (!asking) return
      setAsking(null)
      if (asking.action === 'decline') void decide(asking.submission, 'declined')
      else
        void run(
          asking.submission.id,
          () => deleteSubmission(websiteId, asking.submission.id),
          formSubmissionMessages.deleted,
        )
    },
  }
}
