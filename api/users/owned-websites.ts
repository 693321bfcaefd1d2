import type { AuditChange, AuditService } from '../audit/audit-service'
import type { Repositories } from '../ports'
import type { UserRecord } from './user.shared'
import { auditedWebsite } from '../websites/website-panels'

// A website keeps its owner's e-mail and name beside the owner's id (docs/rules/websites.md#website-records):
// the admin's website search looks in the e-mail, the lists show both. When a user's e-mail or name
// changes, their websites follow in the same transaction, each with its audit row
// (docs/rules/customers.md#history-and-activity).

const PAGE = 500

export async function keepOwnedWebsitesInStep(
  tx: Repositories,
  audit: AuditService,
  change: Omit<AuditChange, 'resource' | 'recordId'>,
  before: Pick<UserRecord, 'email' | 'name'>,
  after: Pick<UserRecord, 'id' | 'email' | 'name'>,
): Promise<void> {
  if (before.email === after.email && before.name === after.name) return
  const owner = { ownerEmail: after.email, owner: after.name }
  // The update changes neither the owner nor the order (createdAt): paging by offset sees every website.
  for (let offset = 0; ; offset += PAGE) {
    const page = await tx.websites.list({ filter: { ownerId: after.id }, limit: PAGE, offset })
    for (const website of page) {
      if (website.ownerEmail === owner.ownerEmail && website.owner === owner.owner) continue
      const updated = await tx.websites.update(website.id, owner)
      if (!updated) continue
      const row = { ...change, resource: 'websites', recordId: website.id }
      await audit.updated(tx, row, auditedWebsite(website), auditedWebsite(updated, website))
    }
    if (page.length < PAGE) return
  }
}
