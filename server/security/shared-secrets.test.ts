import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSharedSecrets } from '../../scripts/make-secrets.mjs'
import { assertSharedSecrets, SharedSecretsMissingError } from './shared-secrets'

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekur-shared-secrets-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the secrets of a server on PostgreSQL', () => {
  it('come from the environment: with all four set the server may start', () => {
    expect(() => assertSharedSecrets(newSharedSecrets(), dataDir())).not.toThrow()
  })

  it('are refused when one is missing, naming it and how to make new ones', () => {
    const { JWT_SECRET, ...rest } = newSharedSecrets()
    expect(JWT_SECRET).not.toBe('')
    const attempt = () => assertSharedSecrets(rest, dataDir())
    expect(attempt).toThrow(SharedSecretsMissingError)
    expect(attempt).toThrow(/set JWT_SECRET in the environment\. New values: npm run --silent secrets$/)
  })

  it('point at the values the data directory used so far, so that sessions and passwords survive', () => {
    const dir = dataDir()
    writeFileSync(join(dir, 'secrets.json'), '{}')
    expect(() => assertSharedSecrets({}, dir)).toThrow(
      `set JWT_SECRET, ENCRYPTION_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY in the environment. The values this data directory has used so far are in ${join(dir, 'secrets.json')}`,
    )
  })
})
