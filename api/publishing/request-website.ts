import { assertDomainClaimable } from '../websites/domain-claim'
import type { Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import { websiteRequestMessages } from '../website-requests/website-request-messages.shared'
import { websiteMessages } from '../websites/website-messages'
import { publishingMessages } from './publishing-messages'
import { requestDomain, websiteFromRequest } from './publish-from-request'

// Publishing a request (docs/rules/publishing.md#publishing-a-request) needs its website first.
export function requestWebsiteFinder({ ports, audit }: { ports: ApiPorts; audit: AuditService }) {
  const repos = ports.repos
  /** The request's website: the linked one, or one made from the request and linked in the same write. */
  return async function websiteForRequest(requestId: string, actor: Actor): Promise<string> {
    const request = await repos.websiteRequests.findById(requestId)
    if (!request) throw new ApiError(404, websiteRequestMessages.notFound)
    if (request.status !== 'completed') throw new ApiError(409, publishingMessages.requestNotCompleted)
    if (request.websiteId) return request.websiteId
    const domain = requestDomain(request)
    await assertDomainClaimable(repos, ports.config.publicUrl, domain)
    const owner = request.userId ? await repos.users.findById(request.userId) : null
    const at = ports.clock.now().toISOString()
    const website = websiteFromRequest(request, owner, ports.ids.uuid(), at, () => ports.ids.uuid())
    try {
      return await repos.transaction(async (tx) => {
        await tx.websites.create(website)
        const linked = await tx.websiteRequests.updateWhere(
          request.id,
          { websiteId: null, status: 'completed' },
          { websiteId: website.id, updatedAt: at },
        )
        // Another publication linked its website first (or the request moved): undo ours.
        if (!linked) throw new ApiError(409, publishingMessages.requestNotCompleted)
        await audit.created(tx, { actor, resource: 'websites', recordId: website.id }, website)
        await audit.updated(tx, { actor, resource: 'websiteRequests', recordId: request.id }, request, linked)
        return website.id
      })
    } catch (error) {
      const current = await repos.websiteRequests.findById(request.id)
      if (current?.websiteId) return current.websiteId
      if (domain && (await repos.websites.findByDomain(domain)))
        throw new ApiError(409, websiteMessages.domainTaken)
      throw error
    }
  }
}
