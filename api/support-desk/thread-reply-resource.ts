import { defineResource } from '../kernel/resource'
import { threadReplyRecordSchema } from './thread-reply.shared'

/** Replies in the threads of customer requests and support tickets (docs/rules/support-desk.md). */
export const threadReplyResource = defineResource({
  name: 'threadReplies',
  table: 'thread_replies',
  schema: threadReplyRecordSchema,
  searchFields: ['body'],
  unique: [],
  indexed: ['threadId', 'customerId', 'createdAt'],
  timestamps: ['createdAt'],
  defaultOrder: 'createdAt',
  owner: 'customerId',
  references: {
    customerId: { resource: 'users', onDelete: 'cascade' },
    authorId: { resource: 'users', onDelete: 'set null' },
  },
  customerData: true,
})
