// The messages between the server's thread and the PGlite worker (pglite-worker.ts), and how an error
// crosses them. Only data crosses postMessage: no functions, no class instances but Error's fields.
// docs/decisions/0029-pglite-in-a-worker.md.

/** What a query may ask of the worker: PGlite's QueryOptions that are data, and the raw-text types. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object'
  paramTypes?: number[]
  /** Type OIDs returned as PostgreSQL's text (what Drizzle's identity `parsers` ask for). */
  rawTextTypes?: number[]
}

/** How the worker opens its database. */
export interface WorkerStart {
  dataDir?: string
  loadDataDir?: Blob
}

export type WorkerRequest =
  | { op: 'query'; tx?: number; sql: string; params: unknown[]; options: WorkerQueryOptions }
  | { op: 'exec'; tx?: number; sql: string; options: WorkerQueryOptions }
  /** Waits for PGlite's transaction lock and BEGIN; answers the transaction's number. */
  | { op: 'begin' }
  | { op: 'commit'; tx: number }
  | { op: 'rollback'; tx: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }

export type WorkerCall = WorkerRequest & { id: number }

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields }

/** The worker's first message: its database is open, or why it could not be. */
export type WorkerReady = { ready: true } | { ready: false; error: ErrorFields }

/** An error as data: its name, message and every field PostgreSQL gives (code, detail, constraint, …). */
export interface ErrorFields {
  name: string
  message: string
  fields: Record<string, string | number>
}

/** Never copied: the query's parameters may hold secrets; name and message travel on their own. */
const LEFT_OUT = new Set(['params', 'queryOptions', 'stack', 'message', 'name'])

export function errorToFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_OUT.has(key)) continue
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value
  }
  return { name: error.name, message: error.message, fields }
}

/** The error again on this side: an Error with the same name, message and fields (`code`, `constraint`, …). */
export function errorFromFields({ name, message, fields }: ErrorFields): Error {
  const error = new Error(message)
  error.name = name
  return Object.assign(error, fields)
}
