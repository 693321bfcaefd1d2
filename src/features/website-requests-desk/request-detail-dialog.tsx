// Every field of one request, credentials included (the API decrypts them for admins only), a builder
// request's form, and the legal status moves (and 'Yayınla' once completed) at the bottom. The list's
// copy shows at once; the full record loads on open.
import { useEffect, useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { ModalDialog } from '../../components/modal-dialog'
import { StatusBadge } from '../../components/status-badge'
import { ApiError } from '../../lib/api-client'
import { fetchWebsiteRequest } from '../../lib/data/website-requests'
import { requestStatusLabel } from '../../lib/status-labels'
import { builderDetailSections } from './builder-detail-sections'
import { PublishButton } from './publish-button'
import { requestDetailSections } from './request-detail-sections'
import type { DetailRow, DetailSection } from './request-detail-sections'
import { StatusActionButtons } from './status-action-buttons'

export function RequestDetailDialog({
  request,
  busy,
  onClose,
  onChangeStatus,
  publishing,
  publishedAddress,
  onPublish,
}: {
  request: WebsiteRequest | null
  busy: boolean
  onClose: () => void
  onChangeStatus: (request: WebsiteRequest, to: WebsiteRequestStatus) => void
  publishing: boolean
  /** Where the request's site was published from this screen, once it was. */
  publishedAddress: string | null
  onPublish: (request: WebsiteRequest) => void
}) {
  const [full, setFull] = useState<WebsiteRequest | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = request?.id
  const version = request?.updatedAt

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    setError(null)
    fetchWebsiteRequest(id, controller.signal)
      .then((loaded) => {
        if (!controller.signal.aborted) setFull(loaded)
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return
        setError(caught instanceof ApiError ? caught.message : 'Talep yüklenemedi.')
      })
    return () => controller.abort()
  }, [id, version])

  // The list's copy carries the latest status (changed optimistically); the loaded one every field.
  const loaded = full !== null && full.id === request?.id
  const shown = request && (loaded ? { ...full, status: request.status } : request)
  const sections: DetailSection[] = shown
    ? [
        ...requestDetailSections(shown),
        // A builder request carries the form as submitted.
        ...(shown.builderForm ? builderDetailSections(shown.builderForm) : []),
      ]
    : []

  return (
    <ModalDialog
      open={shown !== null}
      width="wide"
      onClose={onClose}
      title={shown?.websiteName}
      description={
        shown && (
          <>
            <span>{shown.requestNumber}</span>
            <StatusBadge status={requestStatusLabel(shown.status)} />
          </>
        )
      }
      footer={
        shown && (
          <>
            {shown.status === 'completed' && (
              <p className="mr-auto text-sm text-slate-600 dark:text-slate-400">
                Tamamlanan talepte işlem yapılamaz.
              </p>
            )}
            <StatusActionButtons
              status={shown.status}
              busy={busy}
              onChange={(to) => onChangeStatus(shown, to)}
            />
            <PublishButton request={shown} busy={publishing} onPublish={onPublish} />
          </>
        )
      }
    >
      {shown && (
        <div className="space-y-6">
          {error && (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
            >
              {error}
            </p>
          )}
          {!loaded && !error && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Talep ayrıntıları yükleniyor…
            </p>
          )}
          {publishedAddress && (
            <p
              role="status"
              className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200"
            >
              Yayında:{' '}
              <a
                href={publishedAddress}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                {publishedAddress}
              </a>
            </p>
          )}
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {section.title}
              </h3>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
                {section.rows.map((row, index) => (
                  <DetailItem key={`${row.label}-${index}`} row={row} />
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </ModalDialog>
  )
}

function DetailItem({ row }: { row: DetailRow }) {
  return (
    <div className={`min-w-0 ${row.wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{row.label}</dt>
      <dd
        className={`text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100 ${row.secret ? 'font-mono select-all' : ''}`}
      >
        {row.href ? (
          <a
            href={row.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-700 underline dark:text-blue-400"
          >
            {row.value}
          </a>
        ) : (
          row.value
        )}
      </dd>
    </div>
  )
}
