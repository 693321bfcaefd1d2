import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import type { Clock } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import { createSharedSlots } from '../lib/shared-slots'
import { defaultPackageLimitations } from '../packages/package.shared'
import type { UserRecord } from '../users/user.shared'
import { MAX_CONCURRENT_UPLOADS_PER_USER } from './upload.shared'

// Limits on one customer's uploads: a storage quota that follows the `storage` limit (GB) of their
// package (the package on the user record; none yet: the default limitations), and a cap on uploads
// running at once, so one customer cannot tie up the server's connections and disk bandwidth.

const GB = 1024 ** 3
const PAGE = 500

export const uploadLimitMessages = {
  quotaExceeded: (gigabytes: number) =>
    `Depolama alanınız doldu: paketinizin ${gigabytes} GB sınırına ulaşıldı. Yer açmak için dosya silin veya paketinizi yükseltin.`,
  tooManyAtOnce: `Aynı anda en fazla ${MAX_CONCURRENT_UPLOADS_PER_USER} dosya yüklenebilir. Lütfen süren yüklemelerin bitmesini bekleyin.`,
}

/** The user's storage allowance in GB (their package's `storage` limit). */
export async function storageQuotaGb(repos: Repositories, user: UserRecord): Promise<number> {
  const plan = user.packageId ? await repos.packages.findById(user.packageId) : null
  return (plan?.limitations ?? defaultPackageLimitations).storage
}

/** Bytes the user's uploads take now. */
export async function storageUsedBytes(repos: Repositories, userId: string): Promise<number> {
  let used = 0
  for (let offset = 0; ; offset += PAGE) {
    const page = await repos.uploads.list({ filter: { userId }, limit: PAGE, offset })
    for (const record of page) used += record.sizeBytes
    if (page.length < PAGE) return used
  }
}

/** Throws the Turkish 413 when `incomingBytes` more would not fit the user's quota. */
export async function assertWithinQuota(repos: Repositories, user: UserRecord, incomingBytes: number) {
  const quotaGb = await storageQuotaGb(repos, user)
  if ((await storageUsedBytes(repos, user.id)) + incomingBytes > quotaGb * GB) {
    throw new ApiError(413, uploadLimitMessages.quotaExceeded(quotaGb))
  }
}

/** How long a slot stays taken by a process that died during its upload. */
export const UPLOAD_SLOT_LEASE_MS = 10 * 60_000

/**
 * Uploads running now, per user, across every process sharing the database: one customer cannot tie up
 * the servers' connections and disk bandwidth, however their uploads are spread over processes.
 */
export function createUploadSlots(ports: { clock: Clock; repos: { rateLimits: RateLimitRepository } }) {
  const slots = createSharedSlots({
    name: 'uploads',
    limit: MAX_CONCURRENT_UPLOADS_PER_USER,
    leaseMs: UPLOAD_SLOT_LEASE_MS,
    clock: ports.clock,
    store: ports.repos.rateLimits,
  })
  return {
    /** Takes a slot or throws 429; call the returned function when the upload ends, however it ends. */
    async acquire(userId: string): Promise<() => Promise<void>> {
      const release = await slots.acquire(userId)
      if (!release) throw new ApiError(429, uploadLimitMessages.tooManyAtOnce, { retryAfterSeconds: 5 })
      return release
    },
  }
}
