import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

// Files kept in the database when several processes share it (server/files/database-blob-store.ts): uploads,
// their smaller copies and backups. They live in a schema of their own, outside 'public': they are not
// records of the data model, a backup does not hold them, and a restore (which empties every table of
// 'public') leaves them, the backups among them, as they are.

export const fileStore = pgSchema('file_store')

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** One stored file; its bytes are its chunks. Listed and read only once `complete`. */
export const storedFiles = fileStore.table(
  'files',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One complete file per key; files still being written (or left by a crash) may share it.
    uniqueIndex('files_key_idx')
      .on(t.key)
      .where(sql`${t.complete}`),
    index('files_unfinished_idx')
      .on(t.createdAt)
      .where(sql`not ${t.complete}`),
  ],
)

export const storedFileChunks = fileStore.table(
  'chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
)
