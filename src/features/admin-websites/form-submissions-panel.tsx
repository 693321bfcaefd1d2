// The drawer's 'Site formları': how many submissions of each kind the website has (unread in parentheses),
// never their contents, and the button that opens them on the customer's behalf with a reason
// (docs/rules/site-forms.md#the-inbox).
import { useId, useState } from 'react'
import { smallButtonClass } from '../../components/form-styles'
import { QueryNotice } from '../../components/query-notice'
import { useAdminFormCounts } from '../../lib/data/admin-form-submissions'
import { formCountRows, formCountsText } from './form-counts-view'
import { OnBehalfSubmissionsDialog } from './on-behalf-submissions-dialog'

export function FormSubmissionsPanel({ website }: { website: { id: string; name: string } }) {
  const titleId = useId()
  const counts = useAdminFormCounts(website.id)
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {formCountsText.title}
        </h3>
        <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
          {formCountsText.open}
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formCountsText.intro}</p>
      {(counts.loading || counts.error) && (
        <div className="mt-2">
          <QueryNotice
            loading={counts.loading}
            error={counts.error}
            empty={counts.data === undefined}
            emptyText=""
            onRetry={() => void counts.refetch()}
          />
        </div>
      )}
      {counts.data && (
        <dl
          aria-label={formCountsText.countsLabel}
          className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3"
        >
          {formCountRows(counts.data).map((row) => (
            <div key={row.kind} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{row.figure}</dd>
            </div>
          ))}
        </dl>
      )}
      {open && <OnBehalfSubmissionsDialog website={website} onClose={() => setOpen(false)} />}
    </section>
  )
}
