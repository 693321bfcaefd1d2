import { eq } from 'drizzle-orm'
import type { OutboxRepository } from '../../api/ports/platform-repositories'
import type { OutgoingMailRecord } from '../../api/schemas/auth-records'
import type { Db } from '../db/database'
import { outgoingMail } from '../db/schema/messaging'
import { toIso, toIsoOrNull, toRowValues } from './convert'
import { listQueries } from './crud'
import type { ColumnMap } from './sql-list'

type MailRow = typeof outgoingMail.$inferSelect

function toRecord(row: MailRow): OutgoingMailRecord {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: toIso(row.createdAt),
    sentAt: toIsoOrNull(row.sentAt),
    error: row.error,
  }
}

const TIMESTAMPS = ['createdAt', 'sentAt'] as const
const columns: ColumnMap<OutgoingMailRecord> = {
  id: outgoingMail.id,
  to: outgoingMail.to,
  subject: outgoingMail.subject,
  createdAt: outgoingMail.createdAt,
  sentAt: outgoingMail.sentAt,
  error: outgoingMail.error,
}
const searchColumns = [outgoingMail.to, outgoingMail.subject]

export function outboxRepository(db: Db): OutboxRepository {
  return {
    async create(record) {
      const values = toRowValues(record, TIMESTAMPS) as typeof outgoingMail.$inferInsert
      const [row] = await db.insert(outgoingMail).values(values).returning()
      if (!row) throw new Error('Insert returned no row.')
      return toRecord(row)
    },
    async update(id, patch) {
      const values = toRowValues(patch, TIMESTAMPS)
      delete values.id
      const query =
        Object.keys(values).length === 0
          ? db.select().from(outgoingMail).where(eq(outgoingMail.id, id))
          : db.update(outgoingMail).set(values).where(eq(outgoingMail.id, id)).returning()
      const [row] = await query
      return row ? toRecord(row) : null
    },
    ...listQueries(db, {
      table: outgoingMail,
      id: outgoingMail.id,
      columns,
      searchColumns,
      defaultOrder: outgoingMail.createdAt,
      toRecord,
    }),
  }
}
