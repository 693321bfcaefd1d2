import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createBackupService } from '../../api/backups/backup-service'
import { newUserRecord } from '../../api/users/user.shared'
import { loadEnv } from '../env'
import { openHost } from '../host/open-host'

// `npm run restore -- <file>` on a PGlite data directory, as an operator runs it (docs/rules/backups.md
// #restore): a backup taken by the server, a customer deleted afterwards, the command run with the
// server stopped, and the customer back when the server opens the data again. Beside a running server
// the data dir's lock refuses to run.

vi.setConfig({ testTimeout: 180_000 })
const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-restore-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = () => loadEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Yonetim-Masasi-2026!', JOBS: '0' })
const restore = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/backups/restore-cli.ts', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })

describe('npm run restore', () => {
  it('puts a PGlite data directory back to the backup', async () => {
    let host = await openHost(env(), () => {})
    const customer = await host.ports.repos.users.create(
      newUserRecord({
        id: crypto.randomUUID(),
        name: 'Ayşe',
        email: 'ayse@example.com',
        at: new Date().toISOString(),
      }),
    )
    const backup = await createBackupService(host.ports).take('manual')
    await host.ports.repos.users.delete(customer.id)
    const file = join(dataDir, 'backups', backup.name)

    const refused = restore(file)
    expect(refused.status).toBe(1)
    await host.close()

    const result = restore(file)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^Restored \d+ records from .* into pglite\./)

    host = await openHost(env(), () => {})
    try {
      expect(await host.ports.repos.users.findById(customer.id)).toMatchObject({ email: 'ayse@example.com' })
    } finally {
      await host.close()
    }
  })
})
