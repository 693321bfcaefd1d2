import type { PasswordHasher } from '../../api/ports/infrastructure'
import { hmacHex, randomToken, timingSafeEqual } from '../../api/lib/crypto'

// A cheap salted HMAC "hash" for suites that are not about hashing: a sign-up costs microseconds instead
// of argon2id's or PBKDF2's tens of milliseconds. The real hashers keep their own tests
// (server/security/password-hasher.test.ts, sw/emulation) and the contract suite's real-hashers.test.ts,
// which signs up and in through each store's own hasher.
export const fastTestHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomToken(12)
    return `test$${salt}$${await hmacHex(salt, password)}`
  },
  async verify(hash, password) {
    const [scheme, salt, digest] = hash.split('$')
    if (scheme !== 'test' || !salt || !digest) return false
    return timingSafeEqual(await hmacHex(salt, password), digest)
  },
}
