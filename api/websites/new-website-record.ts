import { websiteEditDefaults, type WebsiteRecord } from './website.shared'

/** A website record with nothing edited or published yet; `fields` names what is known. */
export function newWebsiteRecord(
  fields: Pick<WebsiteRecord, 'id' | 'name' | 'ownerEmail' | 'ownerId' | 'owner'> & Partial<WebsiteRecord>,
  at: string,
): WebsiteRecord {
  return {
    domain: '',
    template: 'modern',
    description: '',
    status: 'draft',
    statusByTeam: false,
    publishNeedsApproval: false,
    visitors: 0,
    storage: 0,
    plan: null,
    hostingInfo: null,
    domainInfo: null,
    ...websiteEditDefaults(),
    lastModified: at,
    createdAt: at,
    ...fields,
  }
}
