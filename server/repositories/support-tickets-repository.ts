import type { SupportTicketsRepository } from '../../api/ports/core-loop-repositories'
import type { SupportTicketRecord } from '../../api/schemas/customer-request'
import type { Db } from '../db/database'
import { supportTickets } from '../db/schema/requests'
import { toIso, toIsoOrNull } from './convert'
import { crudRepository } from './crud'

type S = SupportTicketRecord

/** search: title, description. */
export function supportTicketsRepository(db: Db): SupportTicketsRepository {
  const t = supportTickets
  return crudRepository<S, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      userId: t.userId,
      title: t.title,
      priority: t.priority,
      status: t.status,
      closedAt: t.closedAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    searchColumns: [t.title, t.description],
    defaultOrder: t.createdAt,
    timestampFields: ['closedAt', 'createdAt', 'updatedAt'],
    toRecord: (row): S => ({
      id: row.id,
      userId: row.userId,
      title: row.title,
      description: row.description,
      priority: row.priority as S['priority'],
      status: row.status as S['status'],
      adminResponse: row.adminResponse,
      closedAt: toIsoOrNull(row.closedAt),
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    }),
  })
}
