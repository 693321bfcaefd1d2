// One of the customer's websites: its status and publication, and Önizle / İstatistikler / Düzenle /
// Ziyaret Et.
import { useId } from 'react'
import type { Website } from '../../../api/websites/website.shared'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { managedStatusLabel, publicationBadge, visitState } from './website-visit'

export function ManagedWebsiteCard({
  website,
  previewing,
  onPreview,
  showingStats,
  onStats,
}: {
  website: Website
  previewing: boolean
  onPreview: () => void
  showingStats: boolean
  onStats: () => void
}) {
  const reasonId = useId()
  const visit = visitState(website, window.location.origin)
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900 dark:text-white">{website.name}</h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {visit.kind === 'published' ? visit.url : website.domain || 'Domain tanımlanmamış'}
          </p>
        </div>
        <div className="flex gap-1.5">
          <StatusBadge status={managedStatusLabel(website.status)} />
          <StatusBadge status={publicationBadge(website)} />
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Son güncelleme: {formatDate(website.lastUpdate)}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={smallButtonClass}
          aria-pressed={previewing}
          aria-label={`Önizle: ${website.name}`}
          onClick={onPreview}
        >
          Önizle
        </button>
        <button
          type="button"
          className={smallButtonClass}
          aria-pressed={showingStats}
          aria-label={`İstatistikler: ${website.name}`}
          onClick={onStats}
        >
          İstatistikler
        </button>
        <a
          href={`#/edit-website/${encodeURIComponent(website.id)}`}
          className={smallButtonClass}
          aria-label={`Düzenle: ${website.name}`}
        >
          Düzenle
        </a>
        {visit.kind === 'published' ? (
          <a
            href={visit.url}
            target="_blank"
            rel="noopener noreferrer"
            className={smallButtonClass}
            aria-label={`Ziyaret Et: ${website.name}`}
          >
            Ziyaret Et
          </a>
        ) : (
          <>
            <button
              type="button"
              disabled
              className={smallButtonClass}
              aria-label={`Ziyaret Et: ${website.name}`}
              aria-describedby={reasonId}
            >
              Ziyaret Et
            </button>
            <span id={reasonId} className="text-xs text-slate-600 dark:text-slate-400">
              {visit.reason}
            </span>
          </>
        )}
      </div>
    </li>
  )
}
