import { describe, expect, it } from 'vitest'
import { createArgon2Hasher } from './password-hasher'

describe('argon2id password hasher', () => {
  const hasher = createArgon2Hasher(2)

  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hasher.hash('Güçlü-Parola-2024')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await hasher.verify(hash, 'Güçlü-Parola-2024')).toBe(true)
    expect(await hasher.verify(hash, 'güçlü-parola-2024')).toBe(false)
    expect(hasher.needsRehash?.(hash)).toBe(false)
  })

  it('treats foreign or damaged hashes as a failed verification', async () => {
    expect(await hasher.verify('scrypt$abc', 'x')).toBe(false)
    expect(await hasher.verify('$argon2id$v=19$m=19456,t=2,p=1$broken', 'x')).toBe(false)
    expect(hasher.needsRehash?.('$argon2i$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$aGFzaA')).toBe(true)
  })

  it('accepts 128-character passwords', async () => {
    const long = 'ş'.repeat(128)
    expect(await hasher.verify(await hasher.hash(long), long)).toBe(true)
  })
})
