import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { FileStore } from '../../api/ports/infrastructure'

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/

/**
 * The server's FileStore: one file per key under `root` (DATA_DIR/uploads). A put streams into a temp
 * file in the same directory chunk by chunk (hashing on the way), fsyncs it and renames it over the
 * target, so a crash leaves the old bytes or the new ones, never a torn file, and an upload is never
 * held in memory whole. Keys are checked: nothing can escape `root`.
 */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root)
  const pathOf = (key: string) => {
    if (key.length > 300 || !KEY_PATTERN.test(key)) throw new Error(`Invalid file key: ${key}`)
    const path = resolve(join(base, key))
    if (!path.startsWith(base + sep)) throw new Error(`Invalid file key: ${key}`)
    return path
  }

  return {
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temp = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`)
      const hash = createHash('sha256')
      let size = 0
      const reader = body.getReader()
      try {
        const handle = await open(temp, 'wx', 0o600)
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            hash.update(value)
            size += value.length
            // One chunk at a time: the next is read only once this one is on its way to disk.
            await handle.write(value)
          }
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, path)
        return { size, sha256: hash.digest('hex') }
      } catch (error) {
        await reader.cancel(error).catch(() => undefined)
        await rm(temp, { force: true })
        throw error
      } finally {
        reader.releaseLock()
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key))
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
    },
  }
}
