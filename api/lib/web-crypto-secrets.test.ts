import { describe, expect, it } from 'vitest'
import { randomToken } from './crypto'
import { createWebCryptoSecrets } from './web-crypto-secrets'

describe('createWebCryptoSecrets (AES-256-GCM)', () => {
  it('round-trips, uses a fresh IV each time and detects tampering', async () => {
    const secrets = await createWebCryptoSecrets({ jwtSecret: 'x', encryptionKey: randomToken(32) })
    const a = await secrets.encrypt('Gizli-Şifre-1')
    const b = await secrets.encrypt('Gizli-Şifre-1')
    expect(a).not.toBe(b)
    expect(a).not.toContain('Gizli')
    expect(await secrets.decrypt(a)).toBe('Gizli-Şifre-1')
    const [version, iv, data] = a.split('.') as [string, string, string]
    // One character of the ciphertext changed: the one before the last (the last may carry padding bits).
    const changed = data.at(-2) === 'A' ? 'B' : 'A'
    const flipped = `${version}.${iv}.${data.slice(0, -2)}${changed}${data.slice(-1)}`
    await expect(secrets.decrypt(flipped)).rejects.toThrow()
    const other = await createWebCryptoSecrets({ jwtSecret: 'x', encryptionKey: randomToken(32) })
    await expect(other.decrypt(a)).rejects.toThrow()
  })

  it('requires a 32-byte key', async () => {
    await expect(createWebCryptoSecrets({ jwtSecret: 'x', encryptionKey: randomToken(16) })).rejects.toThrow(
      /32 bytes/,
    )
    const hex = 'ab'.repeat(32)
    await expect(createWebCryptoSecrets({ jwtSecret: 'x', encryptionKey: hex })).resolves.toBeTruthy()
  })
})
