import type { Database } from '../db/database'
import type { BlobStore } from './blob-store'
import { createDatabaseBlobStore } from './database-blob-store'
import { createDiskBlobStore } from './disk-blob-store'

/** The prefixes the host keeps files under (uploads and their copies; backups). */
const HOST_PREFIXES = ['uploads/', 'backups/']

/**
 * Where this host keeps its files (docs/rules/file-storage.md): with S3_URL in that bucket; with
 * DATABASE_URL in the database, so that every process on it sees the same files; otherwise on the data
 * directory's disk (one process by construction: PGlite locks the directory). `shared`: another process
 * may read them, so a single process's disk files are to be copied in (importDiskFiles).
 */
export async function openBlobStore(
  env: { DATABASE_URL?: string | undefined; S3_URL?: string | undefined },
  database: Database,
  dataDir: string,
): Promise<{ blobs: BlobStore; where: string; shared: boolean }> {
  if (env.S3_URL) {
    // The S3 client is loaded only by a server that uses it (it adds to every start otherwise).
    const { createS3BlobStore, parseS3Url } = await import('./s3-blob-store')
    const options = parseS3Url(env.S3_URL)
    return { blobs: createS3BlobStore(options), where: `the bucket ${options.bucket}`, shared: true }
  }
  if (env.DATABASE_URL)
    return { blobs: createDatabaseBlobStore(database), where: 'the database', shared: true }
  return { blobs: createDiskBlobStore(dataDir), where: dataDir, shared: false }
}

/**
 * Copies the files a single process kept on its disk into the shared store, once they are there the
 * same key is not copied again: a deployment that moves from one process to several keeps every upload
 * and backup. The files on disk are left as they were. Returns how many were copied.
 */
export async function importDiskFiles(dataDir: string, shared: BlobStore): Promise<number> {
  const disk = createDiskBlobStore(dataDir)
  let copied = 0
  for (const prefix of HOST_PREFIXES) {
    const local = await disk.list(prefix)
    if (local.length === 0) continue
    const present = new Set((await shared.list(prefix)).map((blob) => blob.key))
    for (const { key } of local) {
      if (present.has(key)) continue
      const opened = await disk.open(key)
      if (!opened) continue
      await shared.put(key, opened.body)
      copied++
    }
  }
  return copied
}
