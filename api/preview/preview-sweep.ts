import type { CrudRepository } from '../ports/crud-repository'
import type { PreviewSessionRecord } from './preview.shared'

// Expired preview sessions are deleted in bounded batches, oldest expiry first (an indexed order): lazily
// when a session is created, and every 5 minutes by the job api/preview/preview-sweep-job.ts.

/** Deletes at most `limit` sessions that expired at or before `now`; answers how many went. */
export async function sweepExpiredPreviewSessions(
  repo: CrudRepository<PreviewSessionRecord>,
  now: Date,
  limit: number,
): Promise<number> {
  const cutoff = now.toISOString()
  const oldest = await repo.list({ orderBy: { field: 'expiresAt', direction: 'asc' }, limit })
  let removed = 0
  for (const session of oldest) {
    if (session.expiresAt > cutoff) break
    removed += Number(await repo.delete(session.id))
  }
  return removed
}
