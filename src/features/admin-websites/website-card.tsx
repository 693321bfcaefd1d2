// One website as a card (phones): the table's fields and the same actions.
import type { ReactNode } from 'react'
import { hasUnpublishedChanges, type AdminWebsite } from '../../../api/websites/website.shared'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { UNPUBLISHED_CHANGES_LABEL, websiteStatusLabel } from '../../lib/status-labels'
import { DomainText } from './domain-text'
import { TEMPLATE_LABELS, formatCount } from './website-labels'
import { ActiveSwitch, WebsiteRowActions, type WebsiteActionHandlers } from './website-row-actions'

export function WebsiteCard({
  website,
  select,
  onOpen,
  ...handlers
}: { website: AdminWebsite; select?: ReactNode; onOpen: () => void } & WebsiteActionHandlers) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        {select}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
            <button
              type="button"
              onClick={onOpen}
              aria-label={`Detaylar: ${website.name}`}
              className="text-left"
            >
              {website.name}
            </button>
          </h2>
          <div className="text-sm text-slate-700 dark:text-slate-300">
            <DomainText domain={website.domain} />
          </div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={websiteStatusLabel(website.status)} />
          {hasUnpublishedChanges(website) && <StatusBadge status={UNPUBLISHED_CHANGES_LABEL} />}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <Field label="Sahip" value={website.ownerEmail} wide />
        <Field label="Şablon" value={TEMPLATE_LABELS[website.template]} />
        <Field label="Ziyaretçi" value={formatCount(website.countedVisitors)} />
        <Field label="Son değişiklik" value={formatDate(website.lastModified)} />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <ActiveSwitch website={website} {...handlers} />
        <WebsiteRowActions website={website} {...handlers} />
      </div>
    </li>
  )
}

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="truncate text-slate-900 dark:text-white">{value || '—'}</dd>
    </div>
  )
}
