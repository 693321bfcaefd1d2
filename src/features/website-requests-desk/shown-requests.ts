// Status changes show at once (docs/rules/website-requests.md#status-changes: the list first, then the server is
// called): a local copy of the changed request stands in for the fetched one until the server's copy is
// at least as new. A later change by someone else (a newer `updatedAt`) wins over the local copy.
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'

export type LocalCopies = ReadonlyMap<string, WebsiteRequest>

export function withLocalCopies(fetched: readonly WebsiteRequest[], local: LocalCopies): WebsiteRequest[] {
  return fetched.map((request) => {
    const copy = local.get(request.id)
    return copy && Date.parse(copy.updatedAt) >= Date.parse(request.updatedAt) ? copy : request
  })
}
