import type { Algorithm } from '@node-rs/argon2'
import { hash, parseOptions, verify } from '@node-rs/argon2'
import type { PasswordHasher } from '../../api/ports/infrastructure'
import { createSemaphore } from './semaphore'

// argon2id, m = 19 MiB, t = 2, p = 1 (the OWASP baseline). Each hash holds 19 MiB and a libuv
// thread for ~30 ms, so concurrent hashes are capped: a login burst queues instead of exhausting
// memory or starving the thread pool that file I/O also uses.

const ARGON2ID = 2 as Algorithm
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function createArgon2Hasher(maxConcurrent = 4): PasswordHasher {
  const limit = createSemaphore(maxConcurrent)
  return {
    hash: (password) => limit(() => hash(password, ARGON2_OPTIONS)),
    async verify(stored, password) {
      if (!stored.startsWith('$argon2')) return false
      try {
        return await limit(() => verify(stored, password))
      } catch {
        // A malformed stored hash is a failed verification, not a server error.
        return false
      }
    },
    needsRehash(stored) {
      try {
        const options = parseOptions(stored)
        return (
          options.algorithm !== ARGON2ID ||
          options.memoryCost < ARGON2_OPTIONS.memoryCost ||
          options.timeCost < ARGON2_OPTIONS.timeCost
        )
      } catch {
        return true
      }
    },
  }
}
