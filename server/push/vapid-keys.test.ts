import { createECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpush from 'web-push'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VAPID_FILE_NAME, loadVapidKeys } from './vapid-keys'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitekur-vapid-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('VAPID keys', () => {
  it('are generated once into a 0600 file and reused', () => {
    const first = loadVapidKeys(dir, {})
    expect(statSync(join(dir, VAPID_FILE_NAME)).mode & 0o777).toBe(0o600)
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(loadVapidKeys(dir, {})).toEqual(first)
  })

  it('are one P-256 pair that web-push signs with', () => {
    const keys = loadVapidKeys(dir, {})
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'))
    expect(ecdh.getPublicKey('base64url')).toBe(keys.publicKey)
    const subscription = {
      endpoint: 'https://push.example/abc',
      keys: {
        p256dh: createECDH('prime256v1').generateKeys('base64url'),
        auth: Buffer.from('sixteen-byte-key').toString('base64url'),
      },
    }
    const request = webpush.generateRequestDetails(subscription, 'merhaba', {
      vapidDetails: { subject: 'mailto:admin@sitekur.app', ...keys },
    })
    expect(request.headers.Authorization).toMatch(/^vapid t=.+, k=/)
  })

  it('come from the environment when both halves are given, and nothing is written', () => {
    const keys = webpush.generateVAPIDKeys()
    expect(
      loadVapidKeys(dir, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toEqual(keys)
    expect(() => readFileSync(join(dir, VAPID_FILE_NAME))).toThrow()
  })

  it('refuses one half alone or a key of the wrong length', () => {
    const keys = webpush.generateVAPIDKeys()
    expect(() => loadVapidKeys(dir, { VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/together/)
    expect(() =>
      loadVapidKeys(dir, { VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/together/)
  })
})
