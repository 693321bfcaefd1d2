// The desk's table columns (the cards show the same fields on small screens). Sortable columns are the
// server's sort fields (desk-search.ts).
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { formatTry } from '../../lib/money'
import { requestStatusLabel } from '../../lib/status-labels'
import { SECTOR_LABELS, labelOf } from './request-labels'
import { PublishButton } from './publish-button'
import { StatusActionButtons } from './status-action-buttons'
import { UnpublishedBadge } from './unpublished-badge'
import { formatDate } from '../../lib/format-date'

/** The chosen package as the catalogue names and prices it ('Scale · ₺649/ay'); its code when it is gone. */
export function packageText(request: WebsiteRequest): string {
  if (!request.selectedPackage) return '—'
  const name = request.packageName ?? request.selectedPackage
  return request.packagePrice !== null ? `${name} · ${formatTry(request.packagePrice)}/ay` : name
}

export function requestColumns({
  busyId,
  publishingId,
  onOpen,
  onChangeStatus,
  onPublish,
  unpublished,
}: {
  /** The ids of the live sites with unpublished changes (their requests get a badge). */
  unpublished: ReadonlySet<string>
  busyId: string | null
  publishingId: string | null
  onOpen: (request: WebsiteRequest) => void
  onChangeStatus: (request: WebsiteRequest, to: WebsiteRequestStatus) => void
  onPublish: (request: WebsiteRequest) => void
}): DataColumn<WebsiteRequest>[] {
  return [
    {
      id: 'websiteName',
      header: 'Website',
      sortable: true,
      cell: (request) => (
        <div className="min-w-40">
          <p className="font-semibold">{request.websiteName}</p>
          <p className="text-slate-600 dark:text-slate-400">{request.companyName || '—'}</p>
        </div>
      ),
    },
    {
      id: 'customer',
      header: 'Müşteri',
      cell: (request) => (
        <div className="min-w-40">
          <p>{request.email || '—'}</p>
          <p className="text-slate-600 dark:text-slate-400">{request.phone || '—'}</p>
        </div>
      ),
    },
    {
      id: 'sector',
      header: 'Sektör',
      cell: (request) => labelOf(SECTOR_LABELS, request.businessType) || '—',
    },
    { id: 'package', header: 'Paket', cell: packageText, className: 'whitespace-nowrap' },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (request) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={requestStatusLabel(request.status)} />
          <UnpublishedBadge request={request} unpublished={unpublished} />
        </div>
      ),
    },
    {
      id: 'requestDate',
      header: 'Tarih',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: (request) => formatDate(request.requestDate),
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (request) => (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => onOpen(request)}
            aria-label={`Detaylar: ${request.websiteName}`}
            className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-400"
          >
            Detaylar
          </button>
          <StatusActionButtons
            status={request.status}
            busy={busyId === request.id}
            onChange={(to) => onChangeStatus(request, to)}
            context={request.websiteName}
          />
          <PublishButton
            request={request}
            busy={publishingId === request.id}
            onPublish={onPublish}
            context={request.websiteName}
          />
        </div>
      ),
    },
  ]
}
