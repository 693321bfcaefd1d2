// One of the customer's websites: its badges and the view (details), live preview, edit and visit actions;
// a live site with saved changes it does not show yet says so and offers to publish them, or, when the team
// approves the site's publications, to send them for approval (and says when a request is waiting).
import { hasUnpublishedChanges, type Website } from '../../../../api/websites/website.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { smallButtonClass } from '../../../components/form-styles'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import { UNPUBLISHED_CHANGES_LABEL, publicationLabel, websiteStatusLabel } from '../../../lib/status-labels'
import { visitWebsite } from './visit-website'

/** The unpublished changes' line and button: publish, send for approval, or bring the waiting request up to date. */
function publishAction(website: Website, requestedSavedAt: string | null) {
  if (!website.publishNeedsApproval) {
    return {
      text: 'Kaydettiğiniz değişiklikler sitenizde henüz görünmüyor.',
      label: 'Yayınla',
      busy: 'Yayınlanıyor…',
    }
  }
  if (requestedSavedAt === website.lastModified) {
    return { text: 'Yayın isteğiniz ekibimizin onayını bekliyor.', label: null, busy: '' }
  }
  if (requestedSavedAt) {
    return {
      text: 'Yayın isteğiniz ekibimizin onayını bekliyor; sonra kaydettiğiniz değişiklikler isteğe eklenmedi.',
      label: 'İsteği güncelle',
      busy: 'Gönderiliyor…',
    }
  }
  return {
    text: 'Kaydettiğiniz değişiklikler, ekibimiz onayladığında sitenizde yayınlanır.',
    label: 'Yayına gönder',
    busy: 'Gönderiliyor…',
  }
}

export function WebsiteCard({
  website,
  onView,
  publishing,
  requestedSavedAt = null,
  onPublish,
}: {
  website: Website
  onView: (website: Website) => void
  publishing: boolean
  /** The saved state a publication request of this site, waiting for the team, was made from. */
  requestedSavedAt?: string | null
  onPublish: (website: Website) => void
}) {
  const unpublished = hasUnpublishedChanges(website)
  const publish = publishAction(website, requestedSavedAt)
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">{website.name}</h3>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {website.domain || 'Domain tanımlanmamış'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={websiteStatusLabel(website.status)} />
          <StatusBadge status={publicationLabel(website)} />
          {unpublished && <StatusBadge status={UNPUBLISHED_CHANGES_LABEL} />}
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Son güncelleme: {formatDate(website.lastUpdate)}
      </p>
      {unpublished && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
          <span>{publish.text}</span>
          {publish.label && (
            <button
              type="button"
              className={primaryButtonClass}
              aria-label={`${publish.label}: ${website.name}`}
              disabled={publishing}
              onClick={() => onPublish(website)}
            >
              {publishing ? publish.busy : publish.label}
            </button>
          )}
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`Görüntüle: ${website.name}`}
          onClick={() => onView(website)}
        >
          Görüntüle
        </button>
        <a
          href={`#/website-management?preview=${encodeURIComponent(website.id)}`}
          className={smallButtonClass}
          aria-label={`Canlı önizleme: ${website.name}`}
        >
          Önizle
        </a>
        <a
          href={`#/edit-website/${encodeURIComponent(website.id)}`}
          className={smallButtonClass}
          aria-label={`Düzenle: ${website.name}`}
        >
          Düzenle
        </a>
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`Ziyaret Et: ${website.name}`}
          onClick={() => visitWebsite(website)}
        >
          Ziyaret Et
        </button>
      </div>
    </li>
  )
}
