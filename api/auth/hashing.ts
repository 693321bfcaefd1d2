import type { PasswordHasher } from '../ports/infrastructure'
import { ApiError, messages } from '../lib/http'

const MAX_QUEUE = 64

// Caps the password hashes running at once (argon2/scrypt are memory- and CPU-heavy): a burst waits
// in a short queue and beyond that gets a 429 with Retry-After rather than exhausting the host.
export function createBoundedHasher(inner: PasswordHasher, maxConcurrent: number): PasswordHasher {
  let running = 0
  const queue: Array<() => void> = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) {
      if (queue.length >= MAX_QUEUE) throw new ApiError(429, messages.busy, { retryAfterSeconds: 1 })
      await new Promise<void>((resolve) => queue.push(resolve))
    } else {
      running++
    }
    try {
      return await task()
    } finally {
      const next = queue.shift()
      if (next) next()
      else running--
    }
  }

  return {
    hash: (password) => run(() => inner.hash(password)),
    verify: (hash, password) => run(() => inner.verify(hash, password)),
    needsRehash: inner.needsRehash?.bind(inner),
  }
}
