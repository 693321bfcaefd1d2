// Mesajlar: what visitors sent through the forms of the customer's sites (docs/rules/customer-dashboard.md#mesajlar).
// A website (preselected when there is one), then its contact messages, booking requests and newsletter
// sign-ups, each kind a tab with its unread count. A visitor's new message arrives through the live stream.
import { useId, useState } from 'react'
import { FORM_KINDS, type FormKind } from '../../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../../api/site-forms/form-submission-messages.shared'
import { DashboardTabs, type DashboardTab } from '../../../components/dashboard-tabs'
import { hintClass, inputClass, labelClass, sectionTitleClass } from '../../../components/form-styles'
import { QueryNotice } from '../../../components/query-notice'
import { useFormCounts, useMyWebsiteIds } from '../../../lib/data/form-submissions'
import { useMyWebsites } from '../../../lib/data/websites'
import { unreadBadgeText } from '../dashboard-tabs'
import { messagesText } from './messages-text'
import { RetentionChoice } from './retention-choice'
import { SubmissionInbox } from './submission-inbox'

export function MessagesTab() {
  const websites = useMyWebsites()
  const ids = useMyWebsiteIds()
  const counts = useFormCounts(ids)
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [kind, setKind] = useState<FormKind>('contact')
  const selectId = useId()
  const list = websites.data ?? []
  const website = list.find((site) => site.id === chosenId) ?? (list.length === 1 ? list[0] : undefined)
  const unreadOf = (id: string) =>
    Object.values(counts.data?.get(id)?.unread ?? {}).reduce((sum, n) => sum + n, 0)
  const siteCounts = website ? counts.data?.get(website.id) : undefined
  const tabs: DashboardTab<FormKind>[] = FORM_KINDS.map((id) => {
    const unread = siteCounts?.unread[id] ?? 0
    return {
      id,
      label: FORM_KIND_LABELS[id],
      badge: { count: unread, text: unreadBadgeText(unread) },
      render: () =>
        website ? <SubmissionInbox key={`${website.id}-${id}`} website={website} kind={id} /> : null,
    }
  })

  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <div>
        <h2 id="messages-title" className={sectionTitleClass}>
          {messagesText.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{messagesText.intro}</p>
      </div>
      <QueryNotice
        loading={websites.loading}
        error={websites.error}
        empty={list.length === 0}
        emptyText={messagesText.noWebsites}
        onRetry={() => void websites.refetch()}
      />
      {list.length > 1 && (
        <div className="max-w-md">
          <label htmlFor={selectId} className={labelClass}>
            {messagesText.websiteLabel}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={website?.id ?? ''}
            onChange={(event) => setChosenId(event.target.value || null)}
          >
            <option value="">{messagesText.chooseWebsite}</option>
            {list.map((site) => {
              const unread = unreadOf(site.id)
              return (
                <option key={site.id} value={site.id}>
                  {unread > 0 ? `${site.name} (${unreadBadgeText(unread)})` : site.name}
                </option>
              )
            })}
          </select>
          {!website && <p className={hintClass}>{messagesText.chooseWebsiteHint}</p>}
        </div>
      )}
      {list.length === 1 && website && (
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{website.name}</p>
      )}
      {website && <RetentionChoice key={website.id} website={website} />}
      {website && (
        <DashboardTabs tabs={tabs} selected={kind} onSelect={setKind} label={messagesText.kindsLabel} />
      )}
    </section>
  )
}
