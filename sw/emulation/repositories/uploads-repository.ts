import type { UploadsRepository } from '../../../api/ports/core-loop-repositories'
import type { UploadRecord } from '../../../api/schemas/upload'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'

/** search: originalName. Unique: storageKey. */
export function uploadsRepository(scope: EmulationScope): UploadsRepository {
  return crudRepository<UploadRecord, UploadRecord>(scope, {
    table: 'uploads',
    tableOf: (t) => t.uploads,
    fields: [
      'id',
      'userId',
      'websiteId',
      'requestId',
      'category',
      'originalName',
      'mimeType',
      'sizeBytes',
      'storageKey',
      'createdAt',
    ],
    searchFields: ['originalName'],
    defaultOrder: 'createdAt',
    timestampFields: ['createdAt'],
    indexedFields: ['userId'],
    unique: [{ name: 'storage_key_unique', index: 'storageKey', key: (u) => u.storageKey }],
  })
}
