import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import type { ReactNode } from 'react'
import { StatusBadge } from '../../components/status-badge'
import { UnpublishedBadge } from './unpublished-badge'
import { requestStatusLabel } from '../../lib/status-labels'
import { packageText } from './request-columns'
import { SECTOR_LABELS, labelOf } from './request-labels'
import { PublishButton } from './publish-button'
import { StatusActionButtons } from './status-action-buttons'
import { formatDate } from '../../lib/format-date'

export function RequestCard({
  request,
  busy,
  onOpen,
  onChangeStatus,
  publishing,
  onPublish,
  select,
  unpublished,
}: {
  request: WebsiteRequest
  /** The ids of the live sites with unpublished changes. */
  unpublished: ReadonlySet<string>
  busy: boolean
  publishing: boolean
  onPublish: (request: WebsiteRequest) => void
  /** The selection checkbox, when the list offers bulk actions. */
  select?: ReactNode
  onOpen: () => void
  onChangeStatus: (to: WebsiteRequestStatus) => void
}) {
  const sector = labelOf(SECTOR_LABELS, request.businessType)
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        {select}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
            {request.websiteName}
          </h2>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">
            {[request.companyName, request.userName].filter(Boolean).join(' · ') || '—'}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={requestStatusLabel(request.status)} />
          <UnpublishedBadge request={request} unpublished={unpublished} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Field label="E-posta" value={request.email} />
        <Field label="Telefon" value={request.phone} />
        <Field label="Sektör" value={sector} />
        <Field label="Paket" value={packageText(request)} />
        <Field label="Tarih" value={formatDate(request.requestDate)} />
        <Field label="Talep no" value={request.requestNumber} />
      </dl>
      {request.description && (
        <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{request.description}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Detaylar: ${request.websiteName}`}
          className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-400"
        >
          Detaylar
        </button>
        <StatusActionButtons
          status={request.status}
          busy={busy}
          onChange={onChangeStatus}
          context={request.websiteName}
        />
        <PublishButton
          request={request}
          busy={publishing}
          onPublish={onPublish}
          context={request.websiteName}
        />
      </div>
    </li>
  )
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-slate-600 dark:text-slate-400">{label}:</dt>
      <dd className="truncate text-slate-900 dark:text-slate-100">{value || '—'}</dd>
    </div>
  )
}
