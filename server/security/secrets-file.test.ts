import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SECRETS_FILE_NAME, loadSecrets, parseEncryptionKey } from './secrets-file'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitekur-secrets-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('secrets', () => {
  it('generates both secrets once into a 0600 file and reuses them', () => {
    const first = loadSecrets(dir, {})
    const path = join(dir, SECRETS_FILE_NAME)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(first.encryptionKey).toHaveLength(32)
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32)
    const again = loadSecrets(dir, {})
    expect(again.jwtSecret).toBe(first.jwtSecret)
    expect(again.encryptionKey.equals(first.encryptionKey)).toBe(true)
  })

  it('prefers the environment and writes nothing when both are given', () => {
    const key = 'a'.repeat(64)
    const secrets = loadSecrets(dir, { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: key })
    expect(secrets.jwtSecret).toBe('x'.repeat(40))
    expect(secrets.encryptionKey.toString('hex')).toBe(key)
    expect(() => readFileSync(join(dir, SECRETS_FILE_NAME))).toThrow()
  })

  it('takes one secret from the environment and the other from the file', () => {
    const generated = loadSecrets(dir, {})
    const mixed = loadSecrets(dir, { JWT_SECRET: 'y'.repeat(32) })
    expect(mixed.jwtSecret).toBe('y'.repeat(32))
    expect(mixed.encryptionKey.equals(generated.encryptionKey)).toBe(true)
  })

  it('accepts 32-byte keys as hex or base64 and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 7)
    expect(parseEncryptionKey(bytes.toString('hex')).equals(bytes)).toBe(true)
    expect(parseEncryptionKey(bytes.toString('base64')).equals(bytes)).toBe(true)
    expect(parseEncryptionKey(bytes.toString('base64url')).equals(bytes)).toBe(true)
    expect(() => parseEncryptionKey('short')).toThrow(/32 bytes/)
    expect(() => parseEncryptionKey(Buffer.alloc(16).toString('hex'))).toThrow(/32 bytes/)
  })

  it('refuses a short JWT_SECRET', () => {
    expect(() => loadSecrets(dir, { JWT_SECRET: 'short', ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(/32/)
  })
})
