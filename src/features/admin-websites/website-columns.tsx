// The table's columns (the cards show the same fields on small screens). Sortable columns are the
// server's sort fields (websites-search.ts).
import { hasUnpublishedChanges, type AdminWebsite } from '../../../api/websites/website.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { UNPUBLISHED_CHANGES_LABEL, websiteStatusLabel } from '../../lib/status-labels'
import { DomainText } from './domain-text'
import { TEMPLATE_LABELS, formatCount } from './website-labels'
import { ActiveSwitch, WebsiteActionsMenu, type WebsiteActionHandlers } from './website-row-actions'

export function websiteColumns(
  handlers: WebsiteActionHandlers & { onOpen: (website: AdminWebsite) => void },
): DataColumn<AdminWebsite>[] {
  return [
    {
      id: 'name',
      header: 'Website',
      sortable: true,
      cell: (website) => (
        <button
          type="button"
          onClick={() => handlers.onOpen(website)}
          className="min-w-36 text-left font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
          aria-label={`Detaylar: ${website.name}`}
        >
          {website.name}
        </button>
      ),
    },
    {
      id: 'domain',
      header: 'Domain',
      sortable: true,
      cell: (website) => <DomainText domain={website.domain} />,
    },
    {
      id: 'owner',
      header: 'Sahip',
      cell: (website) => (
        <div className="min-w-40">
          <p>{website.ownerEmail}</p>
          {website.owner && <p className="text-slate-600 dark:text-slate-400">{website.owner}</p>}
        </div>
      ),
    },
    { id: 'template', header: 'Şablon', cell: (website) => TEMPLATE_LABELS[website.template] },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (website) => (
        <div className="flex flex-wrap items-center gap-2">
          <ActiveSwitch website={website} {...handlers} />
          <StatusBadge status={websiteStatusLabel(website.status)} />
          {hasUnpublishedChanges(website) && <StatusBadge status={UNPUBLISHED_CHANGES_LABEL} />}
        </div>
      ),
    },
    {
      id: 'visitors',
      header: 'Ziyaretçi',
      cell: (website) => formatCount(website.countedVisitors),
      className: 'text-right tabular-nums',
    },
    {
      id: 'lastModified',
      header: 'Son değişiklik',
      sortable: true,
      sortDescFirst: true,
      cell: (website) => formatDate(website.lastModified),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (website) => <WebsiteActionsMenu website={website} {...handlers} />,
    },
  ]
}
