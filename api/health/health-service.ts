import type { ApiPorts } from '../ports'
import { systemStatus } from './system-status'

/** How long one database check answers /health: clients and the service worker poll it. */
const DATABASE_CHECK_TTL_MS = 1000

export type DatabaseCheck = { ok: boolean; driver: string }

// The health of one API instance: the database check GET /health answers (one cached check per instance,
// so polling clients share one query) and the system status the admin dashboard shows.
export function createHealthService(ports: ApiPorts) {
  let last: { at: number; result: Promise<DatabaseCheck> } | null = null
  let draining = false
  return {
    /** This process is shutting down: its readiness answers 503 so a proxy sends it nothing new. */
    drain() {
      draining = true
    },
    get draining() {
      return draining
    },
    /** The database's answer, at most DATABASE_CHECK_TTL_MS old; undefined when the store reports none. */
    database(): Promise<DatabaseCheck> | undefined {
      const { repos } = ports
      if (!repos.health) return undefined
      const now = ports.clock.now().getTime()
      if (last && now - last.at < DATABASE_CHECK_TTL_MS) return last.result
      const result = repos.health().catch(() => ({ ok: false, driver: 'unknown' }))
      last = { at: now, result }
      return result
    },
    /** What the admin dashboard's system status shows (checked now). */
    status: () => systemStatus(ports),
  }
}
export type HealthService = ReturnType<typeof createHealthService>
