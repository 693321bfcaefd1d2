// Taleplerim: a new request and the list of the customer's requests.
import { useMyRequests } from '../../../lib/data/customer-requests'
import { useMyWebsites } from '../../../lib/data/websites'
import { usePendingWrites } from '../../../lib/pending-writes'
import { RequestForm } from './request-form'
import { RequestList } from './request-list'

export function RequestsTab() {
  const websites = useMyWebsites()
  const requests = useMyRequests()
  const pending = usePendingWrites('request')
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <RequestForm websites={websites.data ?? []} />
      </div>
      <RequestList
        requests={requests.data ?? []}
        pending={pending}
        loading={requests.loading}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    </div>
  )
}
