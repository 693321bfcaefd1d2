import { defineResource } from '../kernel/resource'
import { previewSessionRecordSchema } from './preview.shared'

/** Live preview sessions: one user's, for one website or the builder's form; swept once expired. */
export const previewSessionResource = defineResource({
  name: 'previewSessions',
  table: 'preview_sessions',
  schema: previewSessionRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['expiresAt', 'websiteId'],
  timestamps: ['expiresAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    websiteId: { resource: 'websites', onDelete: 'cascade' },
  },
  customerData: true,
  transient: true,
})
