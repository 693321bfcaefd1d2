// Whether an error means the database cannot be reached right now, rather than that a query was wrong:
// the connection was cut (pg_terminate_backend, a failover, a crash), PostgreSQL is shutting down or
// starting, or no connection could be made. The API answers those 503 with Retry-After instead of 500
// (docs/rules/database-outages.md). Drizzle wraps the driver's error, so the whole cause chain is read.

/** SQLSTATE class 08 (connection exception) and the shutdown/start-up codes of class 57. */
const UNAVAILABLE_SQLSTATE = /^08|^57P0[1-3]$/
/** What Node's sockets say when the server is gone or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** What node-postgres itself says when a connection ends under it or cannot be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]

/** At most this many causes are followed (a cycle of causes is not followed forever). */
const MAX_CAUSES = 8

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return true
    }
    if (UNAVAILABLE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) {
      return true
    }
    current = current.cause
  }
  return false
}
