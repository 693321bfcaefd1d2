import { defineResource } from '../kernel/resource'
import { rateLimitRecordSchema } from './rate-limit.shared'

/** Rate-limit counters, kept in the store so every server process on one database counts together. */
export const rateLimitResource = defineResource({
  name: 'rateLimits',
  table: 'rate_limits',
  schema: rateLimitRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['resetAt'],
  timestamps: ['windowStart', 'resetAt'],
  defaultOrder: 'resetAt',
  transient: true,
})
