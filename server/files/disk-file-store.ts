import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { FileStore } from '../../api/ports/infrastructure'

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/

/**
 * The server's FileStore: one file per key under `root` (DATA_DIR/uploads). A put writes a temp file
 * in the same directory, fsyncs it and renames it over the target, so a crash leaves the old bytes
 * or the new ones, never a torn file. Keys are checked: nothing can escape `root`.
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
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temp = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`)
      try {
        const handle = await open(temp, 'wx', 0o600)
        try {
          await handle.writeFile(bytes)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, path)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
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
