import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../env'
import { DataDirLockedError } from './data-dir-lock'
import { openHost } from './open-host'
import { defaultPackages } from '../../api/packages/default-packages.shared'

// The data directory as the server lays it out, and one process per PGlite directory.

const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-host-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('server host on a PGlite data directory', () => {
  it('creates secrets, uploads and database files, refuses a second opener and reopens after close', async () => {
    const env = loadEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Host-Test-Parola-1', PORT: '4455' })
    const lines: string[] = []
    const host = await openHost(env, (line) => lines.push(line))
    try {
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600)
      // One process on PGlite keeps its files on the data directory's disk.
      await host.ports.files?.put('kisi/dosya', new Response('merhaba').body!)
      expect(existsSync(join(dataDir, 'uploads', 'kisi', 'dosya'))).toBe(true)
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
      expect(await host.ports.repos.health?.()).toEqual({ ok: true, driver: 'pglite' })
      expect(host.ports.config.publicUrl).toBe('http://localhost:4455')
      await expect(openHost(env, () => {})).rejects.toThrow(DataDirLockedError)
    } finally {
      await host.close()
    }
    expect(existsSync(join(dataDir, 'sitekur.lock'))).toBe(false)

    const again = await openHost(env, (line) => lines.push(line))
    try {
      expect(await again.ports.repos.users.count({ filter: { role: 'admin' } })).toBe(1)
      expect(await again.ports.repos.packages.count()).toBe(defaultPackages.length)
    } finally {
      await again.close()
    }
    expect(lines.filter((line) => line.startsWith('First admin created'))).toHaveLength(1)
  }, 120_000)
})
