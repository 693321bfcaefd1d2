import { randomUUID } from 'node:crypto'
import { and, asc, eq, lt, not, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { storedFileChunks, storedFiles } from '../db/schema/stored-files'
import { assertBlobKey, readInPieces, type BlobStore } from './blob-store'

/** Bytes per stored chunk: one row, one statement; a file is never held whole. */
export const CHUNK_BYTES = 256 * 1024
/** A file still unfinished this long after it was begun was left by a process that died. */
const ABANDONED_AFTER_MS = 24 * 3_600_000
const SWEEP_EVERY_MS = 3_600_000

/**
 * Files in the database (schema file_store), so that every process on one PostgreSQL serves the same
 * uploads, images and backups. A put writes a new file row, then its chunks one by one as the stream
 * arrives, then in one transaction replaces any complete file of that key and marks the new one complete:
 * readers see the old bytes or the new ones, never part of a file. Reading pulls one chunk per step.
 * Rules: docs/rules/file-storage.md.
 */
export function createDatabaseBlobStore(database: Database): BlobStore {
  const { db } = database
  let lastSweep = 0

  /** Removes what a process that died mid-write left behind (at most once an hour per process). */
  async function sweepAbandoned() {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    const before = new Date(now - ABANDONED_AFTER_MS)
    await db.delete(storedFiles).where(and(not(storedFiles.complete), lt(storedFiles.createdAt, before)))
  }

  async function completeFile(key: string) {
    const [file] = await db
      .select({ id: storedFiles.id, size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), storedFiles.complete))
    return file ?? null
  }

  return {
    async put(key, body) {
      assertBlobKey(key)
      await sweepAbandoned()
      const id = randomUUID()
      await db.insert(storedFiles).values({ id, key })
      let seq = 0
      try {
        const stored = await readInPieces(body, CHUNK_BYTES, async (data) => {
          if (data.length > 0) await db.insert(storedFileChunks).values({ fileId: id, seq: seq++, data })
        })
        await db.transaction(async (tx) => {
          await tx.delete(storedFiles).where(and(eq(storedFiles.key, key), storedFiles.complete))
          const done = await tx
            .update(storedFiles)
            .set({ complete: true, ...stored })
            .where(eq(storedFiles.id, id))
            .returning({ id: storedFiles.id })
          if (done.length === 0) throw new Error(`file '${key}' was removed while it was written`)
        })
        return stored
      } catch (error) {
        await db
          .delete(storedFiles)
          .where(eq(storedFiles.id, id))
          .catch(() => undefined)
        throw error
      }
    },

    async open(key) {
      assertBlobKey(key)
      const file = await completeFile(key)
      if (!file) return null
      let seq = 0
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= file.size) return controller.close()
          const [chunk] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.fileId, file.id), eq(storedFileChunks.seq, seq)))
          // Replaced or removed while being read: an error, never a silently shorter file.
          if (!chunk) return controller.error(new Error(`file '${key}' changed while it was read`))
          seq++
          sent += chunk.data.length
          controller.enqueue(new Uint8Array(chunk.data))
        },
      })
      return { size: file.size, body }
    },

    async delete(key) {
      assertBlobKey(key)
      const removed = await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.key, key), storedFiles.complete))
        .returning({ id: storedFiles.id })
      return removed.length > 0
    },

    async list(prefix) {
      return db
        .select({ key: storedFiles.key, size: storedFiles.size })
        .from(storedFiles)
        .where(and(storedFiles.complete, sql`starts_with(${storedFiles.key}, ${prefix})`))
        .orderBy(asc(storedFiles.key))
    },
  }
}
