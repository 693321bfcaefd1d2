import { defineJob } from '../jobs/job'
import { IDEMPOTENCY_TTL_SECONDS } from '../middleware/idempotency'
import { deleteEndedPasswordResets } from './password-reset-sweep'

// Expired credentials and counters (docs/rules/jobs.md#sweeps), hourly: refresh tokens expired for a
// day (no use left, not even as evidence of reuse), rate-limit windows that ended, idempotency keys
// past their 24 hours, forgotten-password resets expired for a day. The requests that use them also
// sweep lazily, at most hourly per process.

const DAY = 86_400_000

export const tokenSweepJob = defineJob({
  name: 'token-sweep',
  label: 'Süresi dolan oturum ve sayaçlar',
  schedule: '20 * * * *',
  async run(services, now) {
    const { repos } = services.ports
    const tokens = await repos.refreshTokens.deleteExpired(new Date(now.getTime() - DAY).toISOString())
    const windows = await repos.rateLimits.deleteExpired(now.toISOString())
    const keys = await repos.idempotencyKeys.deleteOlderThan(
      new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000).toISOString(),
    )
    const resets = await deleteEndedPasswordResets(repos, new Date(now.getTime() - DAY).toISOString())
    return {
      summary: `removed ${tokens} refresh tokens, ${windows} rate-limit windows, ${keys} idempotency keys, ${resets} password resets`,
      items: tokens + windows + keys + resets,
      failures: 0,
    }
  },
})
