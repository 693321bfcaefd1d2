import { createHash } from 'node:crypto'
// Where the server keeps files: uploads, their smaller copies and backups, each under a key such as
// 'uploads/<user>/<id>' or 'backups/<name>' (docs/rules/file-storage.md). One interface, three homes: the
// data directory's disk (one process), the database (several processes on one PostgreSQL), or an
// S3-compatible object store. The API sees none of this: it gets a FileStore and a BackupStore over it.

export interface StoredBlob {
  key: string
  size: number
}

export interface BlobStore {
  /**
   * Writes the stream as it arrives, never holding it whole. Nothing is readable or listed under the key
   * until the whole stream is stored; a stream that errors leaves nothing behind and `put` rejects with its
   * error. Returns the size and the SHA-256 (hex) of what was stored.
   */
  put(key: string, body: ReadableStream<Uint8Array>): Promise<{ size: number; sha256: string }>
  /** The stored bytes as a stream, or null when the key does not exist. */
  open(key: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | null>
  /** Returns whether something was removed. */
  delete(key: string): Promise<boolean>
  /** Every stored key starting with `prefix`, in no particular order. */
  list(prefix: string): Promise<StoredBlob[]>
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/

/** Refuses a key that could name something outside the store ('..', absolute, odd characters). */
export function assertBlobKey(key: string): void {
  if (key.length > 300 || !KEY_PATTERN.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) {
    throw new Error(`Invalid file key: ${key}`)
  }
}

/** Reads a stored blob whole (an image to resize, a file to attach): null when it does not exist. */
export async function readBlob(store: BlobStore, key: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const opened = await store.open(key)
  if (!opened) return null
  return new Uint8Array(await new Response(opened.body).arrayBuffer())
}

/**
 * Reads a stream to its end, hashing on the way, and hands it over in pieces of at least `pieceBytes`
 * (the last one smaller, empty when the stream ended on a piece's edge): `piece` is awaited before more is
 * read, so a write never holds more than a piece and what arrives meanwhile. On any failure (the stream's
 * or a piece's) the stream is cancelled and the error thrown. Answers the size and SHA-256 (hex) of it all.
 */
export async function readInPieces(
  body: ReadableStream<Uint8Array>,
  pieceBytes: number,
  piece: (bytes: Uint8Array, last: boolean) => Promise<void>,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  let pending: Uint8Array[] = []
  let pendingBytes = 0
  const take = () => {
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    pendingBytes = 0
    return bytes
  }
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      hash.update(value)
      size += value.length
      pending.push(value)
      pendingBytes += value.length
      if (pendingBytes >= pieceBytes) await piece(take(), false)
    }
    await piece(pending.length > 0 ? take() : new Uint8Array(), true)
    return { size, sha256: hash.digest('hex') }
  } catch (error) {
    await reader.cancel(error).catch(() => undefined)
    throw error
  } finally {
    reader.releaseLock()
  }
}
