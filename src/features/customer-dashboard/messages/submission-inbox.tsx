// One kind of a website's submissions: the search, the unread filter and the CSV, then the list, newest
// first, a page at a time, with each submission's actions and the dialogs that ask first.
import { useEffect, useId, useState } from 'react'
import { type FormKind } from '../../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../../api/site-forms/form-submission-messages.shared'
import type { Website } from '../../../../api/websites/website.shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useCsvExport } from '../../../components/data-table/use-csv-export'
import { inputClass, labelClass, smallButtonClass } from '../../../components/form-styles'
import { QueryNotice } from '../../../components/query-notice'
import { useDebouncedValue } from '../../../components/use-debounced-value'
import { fetchAllSubmissions, useSubmissions } from '../../../lib/data/form-submissions'
import { messagesText, senderOf } from './messages-text'
import { SubmissionCard } from './submission-card'
import { buildSubmissionsCsv, submissionsCsvFileName } from './submissions-csv'
import { useSubmissionActions } from './use-submission-actions'

const PAGE_SIZE = 20
const SEARCH_DELAY_MS = 300

export function SubmissionInbox({ website, kind }: { website: Website; kind: FormKind }) {
  const [typed, setTyped] = useState('')
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [page, setPage] = useState(1)
  const params = { kind, q, unreadOnly, page, pageSize: PAGE_SIZE }
  const submissions = useSubmissions(website.id, params)
  const actions = useSubmissionActions(website.id)
  const csv = useCsvExport({
    fetchAll: () => fetchAllSubmissions(website.id, { kind, q, unreadOnly }),
    toCsv: buildSubmissionsCsv,
    fileName: () => submissionsCsvFileName(website.name),
    emptyText: messagesText.csvEmpty,
    doneText: messagesText.csvDone,
  })
  const searchId = useId()
  const items = submissions.data?.items ?? []
  const pages = Math.max(1, Math.ceil((submissions.data?.total ?? 0) / PAGE_SIZE))
  const filtered = q !== '' || unreadOnly
  const asked = actions.asking
  // The last one of the last page went (deleted, or read under the unread filter): show the page before.
  useEffect(() => {
    if (submissions.data && page > pages) setPage(pages)
  }, [submissions.data, page, pages])

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={searchId} className={labelClass}>
            {messagesText.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder={messagesText.searchPlaceholder}
            onChange={(event) => {
              setTyped(event.target.value)
              setPage(1)
            }}
            className={inputClass}
          />
        </div>
        <label className="flex h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked)
              setPage(1)
            }}
            className="size-4"
          />
          {messagesText.unreadOnly}
        </label>
        <button type="button" className={`${smallButtonClass} h-11`} disabled={csv.busy} onClick={csv.run}>
          {csv.busy ? messagesText.csvBusy : messagesText.csv}
        </button>
      </div>
      <QueryNotice
        loading={submissions.loading}
        error={submissions.error}
        empty={items.length === 0}
        emptyText={filtered ? messagesText.emptySearch : messagesText.empty}
        onRetry={() => void submissions.refetch()}
      />
      {items.length > 0 && (
        <ul aria-label={messagesText.listLabel(FORM_KIND_LABELS[kind])} className="space-y-3">
          {items.map((submission) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              siteName={website.name}
              busy={actions.busyId === submission.id}
              actions={actions}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={messagesText.pagesLabel} className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={smallButtonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {messagesText.previous}
          </button>
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {messagesText.pageOf(page, pages)}
          </span>
          <button
            type="button"
            className={smallButtonClass}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {messagesText.next}
          </button>
        </nav>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.action === 'decline' ? messagesText.declineTitle : messagesText.removeTitle}
        confirmLabel={asked?.action === 'decline' ? messagesText.decline : messagesText.remove}
        onConfirm={actions.confirmAsked}
        onClose={actions.closeAsked}
      >
        {asked &&
          (asked.action === 'decline'
            ? messagesText.declineText(senderOf(asked.submission))
            : messagesText.removeText(senderOf(asked.submission)))}
      </ConfirmDialog>
    </div>
  )
}
