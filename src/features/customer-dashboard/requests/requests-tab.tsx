// Taleplerim: a new request, and the customer's requests and support tickets with their threads
// (docs/rules/customer-dashboard.md#taleplerim).
import { useMyRequests } from '../../../lib/data/customer-requests'
import { useMySupportTickets } from '../../../lib/data/support-tickets'
import { useMyWebsites } from '../../../lib/data/websites'
import { usePendingWrites } from '../../../lib/pending-writes'
import { myThreads } from './my-threads'
import { RequestForm } from './request-form'
import { RequestList } from './request-list'

export function RequestsTab() {
  const websites = useMyWebsites()
  const requests = useMyRequests()
  const tickets = useMySupportTickets()
  const pendingRequests = usePendingWrites('request')
  const pendingTickets = usePendingWrites('support-ticket')
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <RequestForm websites={websites.data ?? []} />
      </div>
      <RequestList
        threads={myThreads(requests.data ?? [], tickets.data ?? [])}
        pending={[...pendingRequests, ...pendingTickets]}
        loading={requests.loading || tickets.loading}
        error={requests.error ?? tickets.error}
        onRetry={() => {
          void requests.refetch()
          void tickets.refetch()
        }}
      />
    </div>
  )
}
