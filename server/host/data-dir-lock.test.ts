import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from './data-dir-lock'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitekur-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A pid that surely belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid ?? 999_999
}

describe('data directory lock', () => {
  it('writes the owner pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dir, process.pid)
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false)
  })

  it('refuses a second owner while the first one is alive', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    try {
      writeFileSync(join(dir, LOCK_FILE_NAME), `${other.pid}\n`)
      expect(() => acquireDataDirLock(dir, process.pid)).toThrow(DataDirLockedError)
      expect(() => acquireDataDirLock(dir, process.pid)).toThrow(/already using the data directory/)
    } finally {
      other.kill('SIGKILL')
    }
  })

  it('takes over a stale lock left by a process that died', async () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), `${await deadPid()}\n`)
    const lock = acquireDataDirLock(dir, process.pid)
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('a second server process on the same directory exits with a clear message', async () => {
    const lock = acquireDataDirLock(dir, process.pid)
    try {
      const script = `import('${join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => {
        try { m.acquireDataDirLock(${JSON.stringify(dir)}); process.exit(0) }
        catch (e) { console.error(e.message); process.exit(3) } })`
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise((resolve) => child.on('exit', resolve))
      expect(code).toBe(3)
      expect(stderr).toContain(`pid ${process.pid}`)
    } finally {
      lock.release()
    }
  })
})
