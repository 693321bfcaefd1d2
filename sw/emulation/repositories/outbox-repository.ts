import type { OutboxRepository } from '../../../api/ports/platform-repositories'
import type { OutgoingMailRecord } from '../../../api/schemas/auth-records'
import type { EmulationScope } from '../dexie-transaction'
import { countRecords, listRecords, type QuerySpec } from './record-query'
import { insertRecord, patchRecord, type WriteSpec } from './record-writes'

const query: QuerySpec<OutgoingMailRecord> = {
  fields: ['id', 'to', 'subject', 'createdAt', 'sentAt', 'error'],
  searchFields: ['to', 'subject'],
  defaultOrder: 'createdAt',
  timestampFields: ['createdAt', 'sentAt'],
  indexedFields: ['to'],
}
const writes: WriteSpec<OutgoingMailRecord> = {
  table: 'outgoing_mail',
  timestampFields: query.timestampFields,
}

/** Every mail the API sends, newest first (the demo UI shows these, since no mail leaves the browser). */
export function outboxRepository(scope: EmulationScope): OutboxRepository {
  const own = ['outbox'] as const
  return {
    create: (record) => scope.run('rw', own, (t) => insertRecord(t.outbox, writes, record)),
    update: (id, patch) => scope.run('rw', own, (t) => patchRecord(t.outbox, writes, id, patch)),
    list: (options) => scope.run('r', own, (t) => listRecords(t.outbox, query, options)),
    count: (options) => scope.run('r', own, (t) => countRecords(t.outbox, query, options)),
  }
}
