import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

// PGlite is one process per data directory: two servers writing the same files would corrupt them.
// The lock is a file created exclusively, holding the owner's pid. A lock whose pid is gone (the
// server was killed) is stale and taken over.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another SiteKur server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  path: string
  release(): void
}

export const LOCK_FILE_NAME = 'sitekur.lock'

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // After a restart a recycled pid may belong to an unrelated program: only a node process counts.
  const cmdline = `/proc/${pid}/cmdline`
  if (existsSync(cmdline)) {
    try {
      return readFileSync(cmdline, 'utf8').includes('node')
    } catch {
      return true
    }
  }
  return true
}

function readOwner(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim().split(/\s+/)[0] ?? '', 10)
  } catch {
    return Number.NaN
  }
}

export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeSync(fd, `${pid}\n`)
      closeSync(fd)
      let released = false
      return {
        path,
        release() {
          if (released) return
          released = true
          if (readOwner(path) === pid) unlinkSync(path)
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(path)
      if (owner === pid) throw new DataDirLockedError(dataDir, owner)
      // An empty or unreadable file may be a lock being written this instant: wait for it once.
      if (Number.isNaN(owner) && attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
        continue
      }
      if (!Number.isNaN(owner) && isAlive(owner)) throw new DataDirLockedError(dataDir, owner)
      // Stale: move it aside atomically (only one racing server can), then check that what was moved
      // is still the stale lock and not a lock another server created a moment ago.
      const aside = `${path}.${pid}.stale`
      try {
        renameSync(path, aside)
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw renameError
      }
      const moved = readOwner(aside)
      if (moved !== owner && isAlive(moved)) {
        try {
          linkSync(aside, path)
        } finally {
          unlinkSync(aside)
        }
        throw new DataDirLockedError(dataDir, moved)
      }
      unlinkSync(aside)
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(path))
}
