import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PostgresCluster } from '../support/postgres-cluster'
import { findPostgresBinaries, startPostgresCluster } from '../support/postgres-cluster'
import { seedDataDir } from '../support/server-build'
import { newSharedSecrets } from '../../scripts/make-secrets.mjs'
import { api, loginToken, startServer } from './server-process'

// Writes the server acknowledged before a `kill -9` are all there after a restart: on PGlite (the
// embedded default, files in DATA_DIR) and on PostgreSQL. Writes keep running while the server is
// killed, so some are cut off mid-flight; only the acknowledged ones are checked. The PGlite case starts on
// an empty DATA_DIR, as a new install does (the other tests start from the migrated template).

const ADMIN = { email: 'crash-admin@sitekur.app', password: 'Crash-Test-Parola-42' }
const WRITERS = 8
const KILL_AFTER = 60

async function writeUntilKilled(url: string, token: string, prefix: string, kill: () => Promise<void>) {
  const acknowledged: string[] = []
  let stopped = false
  let next = 0
  const writer = async () => {
    while (!stopped) {
      const email = `${prefix}-${next++}@example.com`
      try {
        const { status } = await api(
          url,
          '/api/users',
          { action: 'create', name: 'Çökme Testi', email },
          token,
        )
        if (status === 201) acknowledged.push(email)
        else if (!stopped) throw new Error(`write refused: ${status}`)
      } catch (error) {
        if (!stopped) throw error
      }
      if (acknowledged.length >= KILL_AFTER && !stopped) {
        stopped = true
        await kill()
      }
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
  return acknowledged
}

async function listEmails(url: string, token: string, prefix: string): Promise<Set<string>> {
  const { status, body } = await api(url, '/api/users', { action: 'list', search: prefix, limit: 500 }, token)
  expect(status).toBe(200)
  const users = (body.data as { users: Array<{ email: string }> }).users
  return new Set(users.map((u) => u.email))
}

async function crashAndRecover(port: number, env: Record<string, string>, afterKill = () => {}) {
  const first = await startServer(port, env)
  let second: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    const token = await loginToken(first.url, ADMIN.email, ADMIN.password)
    const acknowledged = await writeUntilKilled(first.url, token, `crash${Date.now()}`, () => first.kill9())
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)
    afterKill()

    second = await startServer(port, env)
    const token2 = await loginToken(second.url, ADMIN.email, ADMIN.password)
    const present = await listEmails(second.url, token2, 'crash')
    const missing = acknowledged.filter((email) => !present.has(email))
    expect(missing).toEqual([])
    return { acknowledged: acknowledged.length, present: present.size }
  } finally {
    await first.stop()
    await second?.stop()
  }
}

describe('crash safety: kill -9 loses no acknowledged write', () => {
  it('PGlite in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-crash-'))
    try {
      const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
      // The killed server had no chance to clean up: its lock is stale and the restart takes it over.
      const result = await crashAndRecover(4453, env, () =>
        expect(existsSync(join(dataDir, 'sitekur.lock'))).toBe(true),
      )
      expect(result.present).toBeGreaterThanOrEqual(result.acknowledged)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)

  it.skipIf(!findPostgresBinaries())(
    'PostgreSQL (throwaway cluster)',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-crash-pg-'))
      let cluster: PostgresCluster | null = null
      try {
        cluster = await startPostgresCluster()
        if (!cluster) throw new Error('no cluster')
        const databaseUrl = await cluster.createDatabase('crash')
        const env = {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          ...newSharedSecrets(),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }
        const result = await crashAndRecover(4454, env)
        expect(result.present).toBeGreaterThanOrEqual(result.acknowledged)
      } finally {
        await cluster?.stop()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
    240_000,
  )
})

describe('clean shutdown', () => {
  it('SIGTERM checkpoints, closes the database, releases the data directory and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-term-'))
    seedDataDir(dataDir)
    try {
      const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
      const server = await startServer(4455, env)
      expect(existsSync(join(dataDir, 'sitekur.lock'))).toBe(true)
      await server.stop()
      expect(server.child.exitCode).toBe(0)
      expect(server.output()).toContain('SIGTERM: shutting down')
      expect(existsSync(join(dataDir, 'sitekur.lock'))).toBe(false)
      const again = await startServer(4455, env)
      await again.stop()
      expect(again.child.exitCode).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})
