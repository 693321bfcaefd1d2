// The submissions opened on the customer's behalf, read-only: who sent it, their address, the form's kind,
// the state, what they wrote (a booking's service and preferred time) and when.
import type { ReactNode } from 'react'
import type { FormSubmission } from '../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../api/site-forms/form-submission-messages.shared'
import { StatusBadge } from '../../components/status-badge'
import { formatDateTime } from '../../lib/format-date'
import { formStateLabel, preferredWhen, senderOf } from '../../lib/form-submission-view'
import { formCountsText } from './form-counts-view'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  )
}

export function OnBehalfSubmissionList({ items }: { items: readonly FormSubmission[] }) {
  return (
    // Focusable: nothing in it is, and a keyboard scrolls the dialog through it.
    <ul aria-label={formCountsText.listLabel} tabIndex={0} className="space-y-3 rounded-2xl">
      {items.map((submission) => {
        const when = preferredWhen(submission)
        return (
          <li
            key={submission.id}
            aria-label={senderOf(submission)}
            className="min-w-0 space-y-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
                {senderOf(submission)}
              </h3>
              <StatusBadge status={formStateLabel(submission.state)} />
            </div>
            <dl className="grid gap-1 text-sm">
              <Detail term={formCountsText.email}>{submission.email}</Detail>
              <Detail term={formCountsText.kind}>{FORM_KIND_LABELS[submission.kind]}</Detail>
              {submission.service && <Detail term={formCountsText.service}>{submission.service}</Detail>}
              {when && <Detail term={formCountsText.preferred}>{when}</Detail>}
              <Detail term={formCountsText.received}>{formatDateTime(submission.createdAt)}</Detail>
            </dl>
            {submission.message && (
              <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                {submission.message}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
