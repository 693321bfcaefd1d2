// Opening a website's submissions on the customer's behalf: first the reason (the server refuses one
// under 10 or over 300 characters, and its message shows under the field), then the submissions,
// read-only, newest first, 20 a page. Each opening is written to the audit trail with the reason.
import { useState, type FormEvent } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { FormField } from '../../components/form-field'
import { inputClass, smallButtonClass } from '../../components/form-styles'
import { ModalDialog } from '../../components/modal-dialog'
import { QueryNotice } from '../../components/query-notice'
import {
  ON_BEHALF_PAGE_SIZE,
  useSubmissionsOnBehalf,
  type OnBehalfParams,
} from '../../lib/data/admin-form-submissions'
import { formCountsText, pageCount } from './form-counts-view'
import { OnBehalfSubmissionList } from './on-behalf-submission-list'

export function OnBehalfSubmissionsDialog({
  website,
  onClose,
}: {
  website: { id: string; name: string }
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [asked, setAsked] = useState<OnBehalfParams | null>(null)
  const list = useSubmissionsOnBehalf(website.id, asked)
  const items = list.data?.items ?? []
  const pages = pageCount(list.data?.total ?? 0, ON_BEHALF_PAGE_SIZE)
  const page = asked?.page ?? 1
  // Once a page has answered, paging shows the list's frame while the next page is read.
  const [browsing, setBrowsing] = useState(false)
  const turnTo = (next: number) => {
    if (!asked) return
    setBrowsing(true)
    setAsked({ ...asked, page: next })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = { reason: reason.trim(), page: 1 }
    // The same reason again after a refusal: read again (the answer of a key is read only once).
    if (asked && asked.reason === next.reason && asked.page === 1) void list.refetch()
    else setAsked(next)
  }

  return (
    <ModalDialog
      open
      width="wide"
      title={formCountsText.dialogTitle(website.name)}
      description={formCountsText.dialogDescription}
      onClose={onClose}
    >
      {list.data || browsing ? (
        <div className="space-y-4">
          <p className="text-sm break-words text-slate-700 dark:text-slate-300">
            {formCountsText.reasonShown(asked?.reason ?? '')}
          </p>
          <QueryNotice
            loading={list.loading}
            error={list.error}
            empty={items.length === 0}
            emptyText={list.data ? formCountsText.empty : ''}
            onRetry={() => void list.refetch()}
          />
          {items.length > 0 && <OnBehalfSubmissionList items={items} />}
          {pages > 1 && (
            <nav aria-label={formCountsText.pagesLabel} className="flex items-center justify-between gap-3">
              <button
                type="button"
                className={smallButtonClass}
                disabled={page <= 1}
                onClick={() => turnTo(page - 1)}
              >
                {formCountsText.previous}
              </button>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {formCountsText.pageOf(page, pages)}
              </span>
              <button
                type="button"
                className={smallButtonClass}
                disabled={page >= pages}
                onClick={() => turnTo(page + 1)}
              >
                {formCountsText.next}
              </button>
            </nav>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={list.loading} className="space-y-4">
          <FormField
            label={formCountsText.reasonLabel}
            description={formCountsText.reasonHint}
            error={list.error}
          >
            {(control) => (
              <textarea
                {...control}
                className={inputClass}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <button type="button" className={smallButtonClass} onClick={onClose}>
              İptal
            </button>
            <button type="submit" className={primaryButtonClass} disabled={list.loading}>
              {list.loading ? formCountsText.sending : formCountsText.submit}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
