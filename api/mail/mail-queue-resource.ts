import { defineResource } from '../kernel/resource'
import { outgoingMailRecordSchema } from '../auth/auth-records.shared'

/**
 * The mail queue: every mail the API sends is recorded here first, SMTP or not. (The service worker's
 * queue of offline writes is another thing: sw/outbox.ts.)
 */
export const mailQueueResource = defineResource({
  name: 'mailQueue',
  table: 'outgoing_mail',
  schema: outgoingMailRecordSchema,
  searchFields: ['to', 'subject'],
  unique: [{ name: 'ref_unique', fields: ['ref'], skipEmpty: true }],
  indexed: ['createdAt', 'to', 'status'],
  timestamps: ['createdAt', 'sentAt', 'nextAttemptAt'],
  defaultOrder: 'createdAt',
  customerData: true,
})
