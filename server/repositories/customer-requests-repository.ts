import type { CustomerRequestsRepository } from '../../api/ports/core-loop-repositories'
import type { CustomerRequestRecord } from '../../api/schemas/customer-request'
import type { Db } from '../db/database'
import { customerRequests } from '../db/schema/requests'
import { toIso } from './convert'
import { crudRepository } from './crud'

type C = CustomerRequestRecord

/** search: title, description, website. */
export function customerRequestsRepository(db: Db): CustomerRequestsRepository {
  const t = customerRequests
  return crudRepository<C, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      userId: t.userId,
      websiteId: t.websiteId,
      type: t.type,
      title: t.title,
      website: t.website,
      priority: t.priority,
      status: t.status,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    searchColumns: [t.title, t.description, t.website],
    defaultOrder: t.createdAt,
    timestampFields: ['createdAt', 'updatedAt'],
    toRecord: (row): C => ({
      id: row.id,
      userId: row.userId,
      websiteId: row.websiteId,
      type: row.type as C['type'],
      title: row.title,
      description: row.description,
      website: row.website,
      priority: row.priority as C['priority'],
      status: row.status as C['status'],
      adminNotes: row.adminNotes,
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    }),
  })
}
