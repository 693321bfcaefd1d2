// Websitelerim: the customer's websites (published or draft) and their website requests.
import { QueryNotice } from '../../components/query-notice'
import { StatusBadge } from '../../components/status-badge'
import { WebsiteRequestsList } from '../../components/website-requests-list'
import { useMyWebsites } from '../../lib/data/websites'
import { formatDate } from '../../lib/format-date'
import { publicationLabel, websiteStatusLabel } from '../../lib/status-labels'

export function WebsitesPanel() {
  const websites = useMyWebsites()
  const list = websites.data ?? []
  return (
    <div className="space-y-8">
      <section aria-label="Websiteler">
        <QueryNotice
          loading={websites.loading}
          error={websites.error}
          empty={list.length === 0}
          emptyText="Henüz bir websiteniz yok. “Yeni Website” ile talep oluşturabilirsiniz."
          onRetry={() => void websites.refetch()}
        />
        {list.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {list.map((website) => (
              <li key={website.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900 dark:text-white">{website.name}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {website.domain || 'Domain tanımlanmamış'} · {formatDate(website.lastUpdate)}
                  </p>
                </div>
                <StatusBadge status={publicationLabel(website)} />
                <StatusBadge status={websiteStatusLabel(website.status)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <WebsiteRequestsList />
    </div>
  )
}
