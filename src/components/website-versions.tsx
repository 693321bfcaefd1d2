// A website's published versions, newest first, the live one marked, each restorable as the saved
// website (docs/rules/publishing.md#versions). Restoring over saved changes that are not live yet asks
// first: they would be replaced. The customer's details dialog and the back-office drawer show it.
import { useId, useState } from 'react'
import { hasUnpublishedChanges, type Website } from '../../api/websites/website.shared'
import {
  RESTORE_FAILED_MESSAGE,
  restoreWebsiteVersion,
  useWebsiteVersions,
} from '../lib/data/website-versions'
import type { VersionScope } from '../lib/data/website-versions'
import { notify } from '../lib/toast'
import { ConfirmDialog } from './confirm-dialog'
import { smallButtonClass } from './form-styles'
import { QueryNotice } from './query-notice'
import { StatusBadge } from './status-badge'
import { formatNumericDateTime } from '../lib/format-date'

export function WebsiteVersions({
  scope,
  website,
}: {
  scope: VersionScope
  website: Pick<Website, 'id' | 'publishedAt' | 'lastModified'>
}) {
  const titleId = useId()
  const versions = useWebsiteVersions(scope, website.id)
  const [busy, setBusy] = useState<number | null>(null)
  const [asking, setAsking] = useState<number | null>(null)
  const unpublished = hasUnpublishedChanges(website)
  const list = versions.data ?? []

  async function restore(number: number) {
    setAsking(null)
    setBusy(number)
    try {
      notify.success(await restoreWebsiteVersion(scope, website.id, number))
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : RESTORE_FAILED_MESSAGE)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Sürümler
      </h3>
      <div className="mt-2">
        <QueryNotice
          loading={versions.loading}
          error={versions.error}
          empty={list.length === 0}
          emptyText="Henüz yayınlanmış bir sürüm yok."
          onRetry={() => void versions.refetch()}
        />
      </div>
      {list.length > 0 && (
        <ol aria-label="Yayınlanan sürümler" className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((version) => (
            <li
              key={version.number}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-slate-100">
                  Sürüm {version.number}
                  {version.live && (
                    <span className="ml-2 align-middle">
                      <StatusBadge status={{ label: 'Yayında', tone: 'green' }} />
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatNumericDateTime(version.publishedAt)} · {version.publishedBy}
                </p>
              </div>
              {!(version.live && !unpublished) && (
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Geri yükle: Sürüm ${version.number}`}
                  disabled={busy !== null}
                  onClick={() => (unpublished ? setAsking(version.number) : void restore(version.number))}
                >
                  {busy === version.number ? 'Geri yükleniyor…' : 'Geri yükle'}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Sürümü geri yükle"
        confirmLabel="Geri yükle"
        onConfirm={() => asking !== null && void restore(asking)}
        onClose={() => setAsking(null)}
      >
        Kaydedilmiş ama henüz yayınlanmamış değişiklikler Sürüm {asking} ile değiştirilecek. Değişiklikleri
        korumak istiyorsanız önce yayınlayın.
      </ConfirmDialog>
    </section>
  )
}
