// The submissions opened on the customer's behalf, read-only: who sent it, their address, the form's kind,
// the state, what they wrote (a booking's service and preferred time) and when.
import type { FormSubmission } from '../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../api/site-forms/form-submission-messages.shared'
import { StatusBadge } from '../../components/status-badge'
import { SubmissionDetail as Detail, SubmissionDetails } from '../../components/submission-details'
import { formStateLabel, senderOf } from '../../lib/form-submission-view'
import { formCountsText } from './form-counts-view'

export function OnBehalfSubmissionList({ items }: { items: readonly FormSubmission[] }) {
  return (
    // Focusable: nothing in it is, and a keyboard scrolls the dialog through it.
    <ul aria-label={formCountsText.listLabel} tabIndex={0} className="space-y-3 rounded-2xl">
      {items.map((submission) => {
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
            <SubmissionDetails submission={submission}>
              <Detail term={formCountsText.email}>{submission.email}</Detail>
              <Detail term={formCountsText.kind}>{FORM_KIND_LABELS[submission.kind]}</Detail>
            </SubmissionDetails>
          </li>
        )
      })}
    </ul>
  )
}
