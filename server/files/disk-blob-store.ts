import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { assertBlobKey, readInPieces, type BlobStore, type StoredBlob } from './blob-store'

const TEMP_PREFIX = '.tmp-'

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}

/**
 * Files on this machine's disk, one per key under `root` (the data directory): the default of one
 * process. A put streams into a temp file beside the target chunk by chunk (hashing on the way), fsyncs
 * it and renames it over the target, so a crash leaves the old bytes or the new ones, never a torn file.
 * Files and directories are the server user's only (a backup holds password hashes).
 */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root)
  const pathOf = (key: string) => {
    assertBlobKey(key)
    const path = resolve(join(base, key))
    if (!path.startsWith(base + sep)) throw new Error(`Invalid file key: ${key}`)
    return path
  }

  return {
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      const temp = join(dirname(path), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`)
      try {
        const handle = await open(temp, 'wx', 0o600)
        let stored: { size: number; sha256: string }
        try {
          // Each chunk as it arrives: the next is read only once this one is on its way to disk.
          stored = await readInPieces(body, 1, async (bytes) => void (await handle.write(bytes)))
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, path)
        return stored
      } catch (error) {
        // A stream not read yet (the file could not be opened) is cancelled too.
        if (!body.locked) await body.cancel(error).catch(() => undefined)
        await rm(temp, { force: true })
        throw error
      }
    },
    async open(key) {
      const path = pathOf(key)
      const info = await stat(path).catch((error: unknown) => {
        if (missing(error)) return null
        throw error
      })
      if (!info?.isFile()) return null
      const body = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>
      return { size: info.size, body }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key))
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
    async list(prefix) {
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : ''
      const start = folder ? pathOf(folder) : base
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return []
          throw error
        },
      )
      const found: StoredBlob[] = []
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith(TEMP_PREFIX)) continue
        const path = join(entry.parentPath, entry.name)
        const key = relative(base, path).split(sep).join('/')
        if (!key.startsWith(prefix)) continue
        const info = await stat(path).catch(() => null)
        if (info?.isFile()) found.push({ key, size: info.size })
      }
      return found
    },
  }
}
