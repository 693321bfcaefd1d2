import type { UserRecord } from '../users/user.shared'
import { websiteEditDefaults, type WebsiteRecord } from '../websites/website.shared'

/** What a demo website lists of itself (api/demo/demo-customers.ts, api/demo/demo-account.ts). */
export interface DemoWebsite {
  name: string
  template: WebsiteRecord['template']
  status: WebsiteRecord['status']
  visitors: number
  description: string
}

/** A demo website as its owner has it: the listed fields, the owner's name and plan, no panel unless given. */
export function demoWebsiteRecord(
  site: DemoWebsite,
  at: { id: string; domain: string; owner: UserRecord; lastModified: string; createdAt: string },
  panel: Pick<WebsiteRecord, 'hostingInfo' | 'domainInfo'> = { hostingInfo: null, domainInfo: null },
): WebsiteRecord {
  return {
    id: at.id,
    name: site.name,
    domain: at.domain,
    ownerEmail: at.owner.email,
    ownerId: at.owner.id,
    owner: at.owner.name,
    template: site.template,
    description: site.description,
    status: site.status,
    visitors: site.visitors,
    storage: 120,
    plan: at.owner.subscription,
    ...panel,
    ...websiteEditDefaults(),
    lastModified: at.lastModified,
    createdAt: at.createdAt,
  }
}
