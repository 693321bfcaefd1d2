// What a site form's submission says, wherever it is read (the customer's 'Mesajlar', the team's on-behalf
// view; docs/rules/site-forms.md): the fields each screen adds first, then a booking's service and time,
// when it was sent, and the message as written.
import type { ReactNode } from 'react'
import type { FormSubmission } from '../../api/site-forms/form-submission.shared'
import { formatDateTime } from '../lib/format-date'
import { SUBMISSION_WORDS, preferredWhen } from '../lib/form-submission-view'

export function SubmissionDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  )
}

export function SubmissionDetails({
  submission,
  children,
}: {
  submission: FormSubmission
  children?: ReactNode
}) {
  const when = preferredWhen(submission)
  return (
    <>
      <dl className="grid gap-1 text-sm">
        {children}
        {submission.service && (
          <SubmissionDetail term={SUBMISSION_WORDS.service}>{submission.service}</SubmissionDetail>
        )}
        {when && <SubmissionDetail term={SUBMISSION_WORDS.preferred}>{when}</SubmissionDetail>}
        <SubmissionDetail term={SUBMISSION_WORDS.received}>
          {formatDateTime(submission.createdAt)}
        </SubmissionDetail>
      </dl>
      {submission.message && (
        <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          {submission.message}
        </p>
      )}
    </>
  )
}
