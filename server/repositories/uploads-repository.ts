import type { UploadsRepository } from '../../api/ports/core-loop-repositories'
import type { UploadRecord } from '../../api/schemas/upload'
import type { Db } from '../db/database'
import { uploads } from '../db/schema/websites'
import { toIso } from './convert'
import { crudRepository } from './crud'

type U = UploadRecord

/** search: originalName. Unique: storageKey. */
export function uploadsRepository(db: Db): UploadsRepository {
  const t = uploads
  return crudRepository<U, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      userId: t.userId,
      websiteId: t.websiteId,
      requestId: t.requestId,
      category: t.category,
      originalName: t.originalName,
      mimeType: t.mimeType,
      sizeBytes: t.sizeBytes,
      storageKey: t.storageKey,
      createdAt: t.createdAt,
    },
    searchColumns: [t.originalName],
    defaultOrder: t.createdAt,
    timestampFields: ['createdAt'],
    toRecord: (row): U => ({
      id: row.id,
      userId: row.userId,
      websiteId: row.websiteId,
      requestId: row.requestId,
      category: row.category as U['category'],
      originalName: row.originalName,
      mimeType: row.mimeType as U['mimeType'],
      sizeBytes: row.sizeBytes,
      storageKey: row.storageKey,
      sha256: row.sha256,
      createdAt: toIso(row.createdAt),
    }),
  })
}
