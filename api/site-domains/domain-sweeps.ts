import type { CrudRepository } from '../ports/crud-repository'
import { LAPSE_GRACE_DAYS, RECHECK_HOURS, UNVERIFIED_DAYS, type SiteDomainRecord } from './site-domain.shared'

// The domain-check job's two sweeps (docs/rules/custom-domains.md): claims still waiting are checked on
// every run, verified domains once a day so one that stops pointing at SiteKur lapses. The job's slot is
// claimed in the database (api/jobs/run-job.ts), so one process runs each run; a lapse is a
// compare-and-set on the state besides, so its move and its mail happen once.

export const DAY_MS = 86_400_000
/** How many verified domains of each state one run checks again, oldest check first. */
const RECHECK_BATCH = 100
/** How many waiting claims of each state one run checks. */
const WAITING_BATCH = 500

/** A waiting claim past UNVERIFIED_DAYS, or a lapsed one not verified again within as many days. */
function expired(record: SiteDomainRecord, at: Date) {
  const lapsed = record.state === 'lapsed'
  const from = lapsed ? record.failingSince : record.createdAt
  const days = lapsed ? LAPSE_GRACE_DAYS + UNVERIFIED_DAYS : UNVERIFIED_DAYS
  return !!from && Date.parse(from) <= at.getTime() - days * DAY_MS
}

export function createDomainSweeps(
  records: () => CrudRepository<SiteDomainRecord>,
  check: (record: SiteDomainRecord) => Promise<SiteDomainRecord>,
) {
  return {
    /**
     * Every claim still waiting (or failed, or lapsed) checked again; a claim never verified in time is
     * deleted, so the domain is free for whoever can prove it.
     */
    async checkWaiting(at: Date): Promise<{ checked: number; verified: number; deleted: number }> {
      let checked = 0
      let verified = 0
      let deleted = 0
      for (const state of ['pending', 'error', 'lapsed'] as const) {
        for (const record of await records().list({ filter: { state }, limit: WAITING_BATCH })) {
          if (expired(record, at)) {
            await records().delete(record.id)
            deleted++
            continue
          }
          const after = await check(record)
          checked++
          if (after.state === 'verified') verified++
        }
      }
      return { checked, verified, deleted }
    },

    /** Verified domains whose last check is RECHECK_HOURS old checked again; answers how many lapsed. */
    async recheckVerified(at: Date): Promise<{ checked: number; lapsed: number }> {
      let checked = 0
      let lapsed = 0
      const dueBefore = at.getTime() - RECHECK_HOURS * 3_600_000
      for (const state of ['verified', 'active'] as const) {
        const oldest = await records().list({
          filter: { state },
          orderBy: { field: 'checkedAt', direction: 'asc' },
          limit: RECHECK_BATCH,
        })
        for (const record of oldest) {
          if (record.checkedAt && Date.parse(record.checkedAt) > dueBefore) break
          const after = await check(record)
          checked++
          if (after.state === 'lapsed') lapsed++
        }
      }
      return { checked, lapsed }
    },
  }
}
