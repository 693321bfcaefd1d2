// One submission: who sent it and what (a booking's service and preferred time), its state and date, an
// unread one marked in words and colour, and what the owner can do with it.
import type { FormSubmission } from '../../../../api/site-forms/form-submission.shared'
import { smallButtonClass } from '../../../components/form-styles'
import { StatusBadge } from '../../../components/status-badge'
import { SubmissionDetail as Detail, SubmissionDetails } from '../../../components/submission-details'
import { formStateLabel, messagesText, replyHref, senderOf } from './messages-text'
import type { SubmissionActions } from './use-submission-actions'

const UNREAD_LABEL = { label: messagesText.unread, tone: 'blue' } as const

export function SubmissionCard({
  submission,
  siteName,
  busy,
  actions,
}: {
  submission: FormSubmission
  siteName: string
  busy: boolean
  actions: SubmissionActions
}) {
  const unread = submission.readAt === null
  const sender = senderOf(submission)
  const named = (label: string) => `${label}: ${sender}`
  return (
    <li
      aria-label={unread ? `${sender} (${messagesText.unread})` : sender}
      className={`min-w-0 space-y-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 dark:bg-slate-900 ${
        unread
          ? 'border-blue-300 border-l-4 border-l-blue-700 dark:border-blue-500/50 dark:border-l-blue-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          className={`min-w-0 break-words text-slate-900 dark:text-white ${unread ? 'font-bold' : 'font-semibold'}`}
        >
          {sender}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {unread && <StatusBadge status={UNREAD_LABEL} />}
          <StatusBadge status={formStateLabel(submission.state)} />
        </div>
      </div>
      <SubmissionDetails submission={submission}>
        {submission.name && <Detail term={messagesText.email}>{submission.email}</Detail>}
        {submission.phone && (
          <Detail term={messagesText.phone}>
            <a className="underline" href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>
              {submission.phone}
            </a>
          </Detail>
        )}
      </SubmissionDetails>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={busy}
          aria-label={named(unread ? messagesText.markRead : messagesText.markUnread)}
          onClick={() => actions.setRead(submission, unread)}
        >
          {unread ? messagesText.markRead : messagesText.markUnread}
        </button>
        <a
          className={smallButtonClass}
          href={replyHref(submission.email, siteName)}
          aria-label={named(messagesText.reply)}
        >
          {messagesText.reply}
        </a>
        {submission.kind === 'booking' && submission.state === 'requested' && (
          <>
            <button
              type="button"
              className={smallButtonClass}
              disabled={busy}
              aria-label={named(messagesText.confirm)}
              onClick={() => actions.confirmBooking(submission)}
            >
              {messagesText.confirm}
            </button>
            <button
              type="button"
              className={smallButtonClass}
              disabled={busy}
              aria-label={named(messagesText.decline)}
              onClick={() => actions.ask({ action: 'decline', submission })}
            >
              {messagesText.decline}
            </button>
          </>
        )}
        <button
          type="button"
          className={smallButtonClass}
          disabled={busy}
          aria-label={named(messagesText.remove)}
          onClick={() => actions.ask({ action: 'remove', submission })}
        >
          {messagesText.remove}
        </button>
      </div>
    </li>
  )
}
