// Web Sitelerim: the customer's websites (view, edit, visit) and their website requests.
import { useState } from 'react'
import type { Website } from '../../../../api/websites/website.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { QueryNotice } from '../../../components/query-notice'
import { useMyWebsites } from '../../../lib/data/websites'
import { useMyApprovals } from '../../../lib/data/approvals'
import { isPublishRequest } from '../../../../api/approvals/approval-messages.shared'
import { usePublishOwn } from './use-publish-own'
import { WebsiteCard } from './website-card'
import { WebsiteDetailsDialog } from './website-details-dialog'
import { WebsiteRequestsList } from '../../../components/website-requests-list'

export function WebsitesTab() {
  const websites = useMyWebsites()
  // The id, so that the dialog shows the website as the list has it now (after a restore or publication).
  const [viewedId, setViewedId] = useState<string | null>(null)
  const { publishingId, publish } = usePublishOwn()
  const list = websites.data ?? []
  // The sites whose publication waits for the team (docs/rules/publishing.md#publishing-by-approval).
  const approvals = useMyApprovals()
  const awaiting = new Map(
    (approvals.data ?? [])
      .filter((approval) => approval.status === 'pending' && isPublishRequest(approval))
      .map((approval) => [approval.websiteId, String(approval.requestedData.savedAt)]),
  )
  const viewed = list.find((website) => website.id === viewedId) ?? null
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
                <WebsiteCard
                  key={website.id}
                  website={website}
                  onView={(website: Website) => setViewedId(website.id)}
                  publishing={publishingId === website.id}
                  requestedSavedAt={awaiting.get(website.id) ?? null}
                  onPublish={publish}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <WebsiteRequestsList />
      <WebsiteDetailsDialog website={viewed} onClose={() => setViewedId(null)} />
    </div>
  )
}
