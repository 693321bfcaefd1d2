import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createWebCryptoSecrets } from '../../api/lib/web-crypto-secrets'
import { DecryptionError, createEncryptor } from './encryption'

const key = randomBytes(32)
const encryptor = createEncryptor(key)

describe('AES-256-GCM encryption', () => {
  it('round-trips text, including Turkish characters, with a fresh IV each time', async () => {
    const plain = 'Panel şifresi: Ğüşİöç-123!'
    const a = await encryptor.encrypt(plain)
    const b = await encryptor.encrypt(plain)
    expect(a).not.toBe(b)
    expect(a).not.toContain('Panel')
    expect(await encryptor.decrypt(a)).toBe(plain)
    expect(await encryptor.decrypt(b)).toBe(plain)
  })

  it('detects any change to the stored value', async () => {
    const stored = await encryptor.encrypt('hosting-password')
    const [version, iv, sealed] = stored.split('.') as [string, string, string]
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    await expect(encryptor.decrypt(`${version}.${iv}.${flip(sealed, 2)}`)).rejects.toThrow(DecryptionError)
    await expect(encryptor.decrypt(`${version}.${flip(iv, 1)}.${sealed}`)).rejects.toThrow(DecryptionError)
    await expect(encryptor.decrypt(`${version}.${iv}.${sealed.slice(0, -4)}`)).rejects.toThrow(
      DecryptionError,
    )
    await expect(encryptor.decrypt('v2.' + stored.slice(3))).rejects.toThrow(DecryptionError)
    await expect(encryptor.decrypt('not encrypted')).rejects.toThrow(DecryptionError)
  })

  it('refuses a value encrypted with another key', async () => {
    const other = createEncryptor(randomBytes(32))
    await expect(encryptor.decrypt(await other.encrypt('x'))).rejects.toThrow(DecryptionError)
  })

  it('reads and writes the same format as the API’s Web Crypto implementation', async () => {
    const web = await createWebCryptoSecrets({
      jwtSecret: 'j'.repeat(32),
      encryptionKey: key.toString('base64url'),
    })
    expect(await web.decrypt(await encryptor.encrypt('sunucudan'))).toBe('sunucudan')
    expect(await encryptor.decrypt(await web.encrypt('tarayıcıdan'))).toBe('tarayıcıdan')
  })

  it('insists on a 32-byte key', () => {
    expect(() => createEncryptor(randomBytes(16))).toThrow(/32 bytes/)
  })
})
