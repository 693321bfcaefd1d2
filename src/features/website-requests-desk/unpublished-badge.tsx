// A completed request whose website is live with saved changes it does not show yet: the amber
// 'Yayınlanmamış değişiklikler' badge, a link to the websites screen filtered to such sites. "Yayınla" on
// the request publishes them (docs/rules/publishing.md#unpublished-changes).
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { StatusBadge } from '../../components/status-badge'
import { UNPUBLISHED_CHANGES_LABEL } from '../../lib/status-labels'

export function UnpublishedBadge({
  request,
  unpublished,
}: {
  request: WebsiteRequest
  /** The ids of the live sites with unpublished changes. */
  unpublished: ReadonlySet<string>
}) {
  if (!request.websiteId || !unpublished.has(request.websiteId)) return null
  return (
    <a
      href="#/admin/websites?unpublished=true"
      aria-label={`${UNPUBLISHED_CHANGES_LABEL.label}: ${request.websiteName} (websiteler listesinde göster)`}
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <StatusBadge status={UNPUBLISHED_CHANGES_LABEL} />
    </a>
  )
}
