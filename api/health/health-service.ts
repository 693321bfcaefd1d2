import type { ApiPorts } from '../ports'
import { systemStatus } from './system-status'

/** How long one database check answers /health: clients and the service worker poll it. */
const DATABASE_CHECK_TTL_MS = 1000
/** How long an answered check still answers while the next one waits behind the database's other queries. */
export const STALE_CHECK_MS = 10_000

export type DatabaseCheck = { ok: boolean; driver: string }

interface Check {
  /** When the database answered it. */
  at: number
  result: DatabaseCheck
}

// The health of one API instance: the database check GET /health answers (one cached check per instance,
// so polling clients share one query) and the system status the admin dashboard shows.
export function createHealthService(ports: ApiPorts) {
  let last: Check | null = null
  let running: Promise<DatabaseCheck> | null = null
  let draining = false

  /** One check at a time; its answer becomes the last check. */
  function check(health: () => Promise<DatabaseCheck>): Promise<DatabaseCheck> {
    running ??= health()
      .catch(() => ({ ok: false, driver: 'unknown' }))
      .then((result) => {
        last = { at: ports.clock.now().getTime(), result }
        running = null
        return result
      })
    return running
  }

  return {
    /** This process is shutting down: its readiness answers 503 so a proxy sends it nothing new. */
    drain() {
      draining = true
    },
    get draining() {
      return draining
    },
    /**
     * The database's answer, at most DATABASE_CHECK_TTL_MS old; undefined when the store reports none.
     * Past that, the last answer still answers for up to STALE_CHECK_MS while a new check runs beside it:
     * a busy database (PGlite's one connection, a long queue of queries) never holds up /health.
     */
    database(): Promise<DatabaseCheck> | undefined {
      const { repos } = ports
      if (!repos.health) return undefined
      const health = repos.health.bind(repos)
      const age = last ? ports.clock.now().getTime() - last.at : Infinity
      if (last && age < DATABASE_CHECK_TTL_MS) return Promise.resolve(last.result)
      const next = check(health)
      return last && age < STALE_CHECK_MS ? Promise.resolve(last.result) : next
    },
    /** What the admin dashboard's system status shows (checked now). */
    status: () => systemStatus(ports),
  }
}
export type HealthService = ReturnType<typeof createHealthService>
