import { defineResource } from '../kernel/resource'
import { uploadRecordSchema } from './upload.shared'

/** Uploaded files' records; the bytes live in the FileStore under `storageKey`. */
export const uploadResource = defineResource({
  name: 'uploads',
  table: 'uploads',
  schema: uploadRecordSchema,
  searchFields: ['originalName'],
  unique: [{ name: 'storage_key_unique', fields: ['storageKey'] }],
  indexed: ['userId', 'websiteId'],
  timestamps: ['createdAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    websiteId: { resource: 'websites', onDelete: 'set null' },
  },
  customerData: true,
})
