import { sql } from 'drizzle-orm'
import { resources } from '../../api/kernel/resources'
import type { ApiPorts } from '../../api/ports'
import type { Logger } from '../../api/ports/infrastructure'
import type { Database } from '../db/database'
import { createPostgresEventBus, type PostgresEventBus } from './postgres-event-bus'

/**
 * The server's event bus: on PostgreSQL, LISTEN/NOTIFY so that several processes share their live
 * events; on PGlite (one process by construction) null, and the API keeps its memory bus.
 */
export function openHostEventBus(
  connectionString: string | undefined,
  database: Database,
  repos: ApiPorts['repos'],
  logger: Logger,
): PostgresEventBus | null {
  if (!connectionString || database.driver !== 'postgres') return null
  return createPostgresEventBus({
    connectionString,
    logger,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
    loadEntry: (id) => repos.resource(resources.activityLog).findById(id),
  })
}
