import type { AuditChange, AuditService } from '../audit/audit-service'
import type { ResourceDeclaration } from '../kernel/resource'
import { resources } from '../kernel/resources'
import type { Repositories } from '../ports'
import { deleteUploadRowsOf } from '../uploads/user-uploads'

// What deleting a customer takes with them, inside the deleting transaction
// (docs/rules/customers.md#deleting-a-customer). The foreign keys cascade websites (and with them their
// published pages, visits and previews), customer requests, support tickets and their replies, upload
// rows, sessions, verification rows, drafts, two-factor credentials and invitations. Website requests
// only lose their owner ('set null'), so they are deleted here; invoices stay (accounting records that
// carry the customer's name and e-mail).

const PAGE = 500

/** Panel credentials sit one level down (`hostingInfo.passwordEncrypted`): not for the audit trail. */
function withoutPanelCredentials(record: object): object {
  const { hostingInfo: _hosting, domainInfo: _domain, ...rest } = record as Record<string, unknown>
  return rest
}

async function allOf<T extends { id: string }>(
  tx: Repositories,
  declaration: ResourceDeclaration<T>,
  filter: Partial<T>,
): Promise<T[]> {
  const repo = tx.resource(declaration)
  const found: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await repo.list({ filter, limit: PAGE, offset })
    found.push(...page)
    if (page.length < PAGE) return found
  }
}

/** Removes the customer's records (not the user row); returns the storage keys of their files. */
export async function removeCustomerRecords(
  tx: Repositories,
  audit: AuditService,
  change: Omit<AuditChange, 'resource' | 'recordId'>,
  userId: string,
): Promise<string[]> {
  async function removeAll<T extends { id: string }>(
    declaration: ResourceDeclaration<T>,
    filter: Partial<T>,
  ) {
    const repo = tx.resource(declaration)
    for (const record of await allOf(tx, declaration, filter)) {
      await audit.deleted(
        tx,
        { ...change, resource: declaration.name, recordId: record.id },
        withoutPanelCredentials(record),
      )
      await repo.delete(record.id)
    }
  }
  await removeAll(resources.websites, { ownerId: userId })
  await removeAll(resources.websiteRequests, { userId })
  await removeAll(resources.customerRequests, { userId })
  await removeAll(resources.supportTickets, { userId })
  const fileKeys = await deleteUploadRowsOf(tx, userId)
  await tx.emailVerifications.deleteForUser(userId)
  return fileKeys
}
