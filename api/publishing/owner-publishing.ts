import type { ApprovalRecord } from '../approvals/approval.shared'
import { approvalMessages } from '../approvals/approval-messages.shared'
import { ApiError } from '../lib/http'
import type { UserRecord } from '../users/user.shared'
import type { Website, WebsiteRecord } from '../websites/website.shared'
import { toWebsite } from '../websites/website-view'
import { publishingMessages } from './publishing-messages'
import type { PublishingService } from './publishing-service'

interface Deps {
  publishing: Pick<PublishingService, 'publishOwn'>
  approvals: {
    requestPublish(
      website: WebsiteRecord,
      owner: UserRecord,
      ip: string,
    ): Promise<{ approval: ApprovalRecord; updated: boolean }>
  }
}

export interface OwnerPublication {
  website: Website
  /** The publication request the team decides on; null when the owner's call published. */
  approval: ApprovalRecord | null
  message: string
}

// The owner's "Yayınla" (docs/rules/publishing.md#by-the-owner): only a live site; it publishes, or, when
// the team approves this site's publications, it asks the team ("Yayına gönder").
export function createOwnerPublishing({ publishing, approvals }: Deps) {
  return {
    async publish(website: WebsiteRecord, owner: UserRecord, ip: string): Promise<OwnerPublication> {
      if (!website.publishedAt) throw new ApiError(409, publishingMessages.notLiveYet)
      if (!website.publishNeedsApproval) {
        const published = await publishing.publishOwn(website, owner, ip)
        return { website: published, approval: null, message: publishingMessages.published }
      }
      const { approval, updated } = await approvals.requestPublish(website, owner, ip)
      return {
        // The customer's view: panel passwords stay with the team.
        website: await toWebsite(website, null),
        approval,
        message: updated ? approvalMessages.publishRequestUpdated : approvalMessages.publishRequested,
      }
    },
  }
}
export type OwnerPublishing = ReturnType<typeof createOwnerPublishing>
