// Genel Bakış: the four cards, quick actions and the latest three requests (with the ones still waiting
// on this device to be sent, counted as pending and listed first).
import { useMyRequests } from '../../../lib/data/customer-requests'
import { useMe } from '../../../lib/data/me'
import { useMyWebsiteRequests } from '../../../lib/data/website-requests'
import { useMyWebsites } from '../../../lib/data/websites'
import { usePendingWrites } from '../../../lib/pending-writes'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import { countPending, latestRequests } from '../request-summaries'
import { useSupportNumber } from '../use-support-number'
import { QuickActions } from './quick-actions'
import { RecentRequests } from './recent-requests'
import { SummaryCards } from './summary-cards'

export function OverviewTab() {
  const session = useStore(sessionState)
  const me = useMe()
  const websites = useMyWebsites()
  const websiteRequests = useMyWebsiteRequests()
  const requests = useMyRequests()
  const supportNumber = useSupportNumber()
  // Requests still on this device, waiting for the connection: pending too, and shown first.
  const queued = [...usePendingWrites('website-request'), ...usePendingWrites('request')]
  const user = me.data ?? session.user
  const bothLoaded = websiteRequests.data !== undefined && requests.data !== undefined

  return (
    <div className="space-y-8">
      <SummaryCards
        figures={{
          activeSites: websites.data ? websites.data.filter((site) => site.status === 'active').length : null,
          totalSites: websites.data?.length ?? null,
          pendingRequests: bothLoaded
            ? countPending(websiteRequests.data ?? [], requests.data ?? []) + queued.length
            : null,
          subscription: user?.subscription,
          subscriptionExpiry: user?.subscriptionExpiry,
          supportNumber,
        }}
      />
      <QuickActions />
      <RecentRequests
        requests={latestRequests(websiteRequests.data ?? [], requests.data ?? [])}
        pending={queued}
        loading={websiteRequests.loading || requests.loading}
        error={websiteRequests.error ?? requests.error}
        supportNumber={supportNumber}
        onRetry={() => {
          void websiteRequests.refetch()
          void requests.refetch()
        }}
      />
    </div>
  )
}
