// Web Sitelerim: the customer's websites (view, edit, visit) and their website requests.
import { useState } from 'react'
import type { Website } from '../../../../api/websites/website.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { QueryNotice } from '../../../components/query-notice'
import { useMyWebsites } from '../../../lib/data/websites'
import { WebsiteCard } from './website-card'
import { WebsiteDetailsDialog } from './website-details-dialog'
import { WebsiteRequestsList } from '../../../components/website-requests-list'

export function WebsitesTab() {
  const websites = useMyWebsites()
  const [viewed, setViewed] = useState<Website | null>(null)
  const list = websites.data ?? []
  return (
    <div className="space-y-10">
      <section aria-labelledby="my-websites-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-websites-title" className="text-lg font-bold text-slate-900 dark:text-white">
            Web Sitelerim
          </h2>
          <a href="#/create-website" className={primaryButtonClass}>
            Yeni Website
          </a>
        </div>
        <div className="mt-3">
          <QueryNotice
            loading={websites.loading}
            error={websites.error}
            empty={list.length === 0}
            emptyText="Henüz yayında bir websiteniz yok. Yeni bir website talebi oluşturarak başlayın."
            onRetry={() => void websites.refetch()}
          />
          {list.length > 0 && (
            <ul aria-label="Websiteler" className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {list.map((website) => (
                <WebsiteCard key={website.id} website={website} onView={setViewed} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <WebsiteRequestsList />
      <WebsiteDetailsDialog website={viewed} onClose={() => setViewed(null)} />
    </div>
  )
}
