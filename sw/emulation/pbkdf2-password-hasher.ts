import type { PasswordHasher } from '../../api/ports/infrastructure'
import { base64UrlToBytes, bytesToBase64Url, timingSafeEqual } from '../../api/lib/crypto'

// Passwords of the offline demo, hashed with what every browser has: PBKDF2-SHA256 through WebCrypto
// (argon2 and scrypt are not available in a service worker). OWASP's 2023 figure: 210,000 iterations.
// Stored as `$pbkdf2-sha256$i=<iterations>$<salt>$<hash>` (base64url), so the parameters travel
// with the hash and can be raised later (needsRehash).

export const PBKDF2_ITERATIONS = 210_000
const SALT_BYTES = 16
const HASH_BITS = 256
const PREFIX = '$pbkdf2-sha256$'
const FORMAT = /^\$pbkdf2-sha256\$i=(\d{1,9})\$([\w-]{16,})\$([\w-]{32,})$/
const encoder = new TextEncoder()

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  )
  return bytesToBase64Url(new Uint8Array(bits))
}

export function createPbkdf2PasswordHasher(iterations = PBKDF2_ITERATIONS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
      return `${PREFIX}i=${iterations}$${bytesToBase64Url(salt)}$${await derive(password, salt, iterations)}`
    },
    async verify(hash, password) {
      const match = FORMAT.exec(hash)
      if (!match) return false
      const [, rounds = '', salt = '', expected = ''] = match
      const actual = await derive(password, base64UrlToBytes(salt), Number(rounds))
      return timingSafeEqual(actual, expected)
    },
    needsRehash(hash) {
      const match = FORMAT.exec(hash)
      return !match || Number(match[1]) < iterations
    },
  }
}
