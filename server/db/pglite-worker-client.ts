import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import type {
  WorkerCall,
  WorkerQueryOptions,
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerStart,
} from './pglite-worker-protocol'
import { errorFromFields } from './pglite-worker-protocol'

// The server's side of the PGlite worker (pglite-worker.ts): a client with the part of PGlite's interface
// that Drizzle's pglite driver and our code call (query, exec, interactive transactions, dumpDataDir,
// close), each call a message to the worker. The event loop stays free while the worker runs a query.
// docs/decisions/0029-pglite-in-a-worker.md.

/** What Drizzle's pglite session calls on a client, and on the transaction PGlite hands its callback. */
export interface PgliteQueries {
  readonly closed: boolean
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string, options?: QueryOptions): Promise<Results[]>
}

/** The PGlite client the server holds (`openPglite().client`). */
export interface PgliteClient extends PgliteQueries {
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>
  close(): Promise<void>
}

/**
 * The URL of tsx's ESM API ('tsx/esm/api' as `import` resolves it), found through tsx's package.json:
 * Vitest's module runner (the tests' global setup) has no import.meta.resolve, and require's resolution
 * would give the CommonJS build.
 */
function tsxEsmApi(from: string): string {
  const packageJson = createRequire(from).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  return pathToFileURL(join(dirname(packageJson), exports['./esm/api']!.import.default)).href
}

/**
 * The worker's module: built beside the bundled server (tests/support/server-build.ts, which leaves this
 * file's URL the bundle's), else the TypeScript beside this file. Node 20 does not apply a loader given
 * with `--import` to a worker's own module, so the TypeScript is loaded through tsx's API.
 */
function spawnWorker(start: WorkerStart): Worker {
  const here = import.meta.url
  // The path, not the URL: a module loaded with tsx's tsImport (the bench) has a `?tsx-namespace=…` query.
  if (!new URL(here).pathname.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.mjs', here), { workerData: start })
  const tsx = JSON.stringify(tsxEsmApi(here))
  const entry = JSON.stringify(new URL('./pglite-worker.ts', here).href)
  const load = `import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${entry}))`
  return new Worker(load, { eval: true, workerData: start })
}

/**
 * Drizzle asks for some types as PostgreSQL's text by passing identity parsers. Functions cannot cross
 * to the worker, so their type OIDs go instead; any other parser is refused rather than silently lost.
 */
function workerOptions(options: QueryOptions = {}): WorkerQueryOptions {
  const { rowMode, paramTypes, parsers, ...rest } = options
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined)
  if (unsupported.length > 0)
    throw new Error(`PGlite worker: unsupported query options ${unsupported.join(', ')}`)
  const rawTextTypes = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse('2026-01-02 03:04:05+00', Number(oid)) !== '2026-01-02 03:04:05+00') {
      throw new Error(`PGlite worker: only parsers that keep the text can run in the worker (type ${oid})`)
    }
    return Number(oid)
  })
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    ...(rawTextTypes.length > 0 ? { rawTextTypes } : {}),
  }
}

/** Starts the worker and opens the database in it; resolves once it is open. */
export async function openPgliteWorker(start: WorkerStart): Promise<PgliteClient> {
  const worker = spawnWorker(start)
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let lastId = 0
  let closed = false
  let stopped: Error | null = null

  // An idle worker does not keep the process alive (as PGlite on the main thread would not); a call does.
  const settle = (id: number) => {
    const call = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return call
  }
  const stop = (error: Error) => {
    stopped ??= error
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped)
  }

  // Listeners go one by one: a Worker keeps listeners of its own, and without them its messages stop.
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: WorkerReady) => {
      worker.off('error', reject).off('exit', onExit)
      if (message.ready) resolve()
      else reject(errorFromFields(message.error))
    }
    const onExit = (code: number) =>
      reject(new Error(`PGlite worker exited (${code}) before the database opened`))
    worker.once('message', onReady).once('error', reject).once('exit', onExit)
  }).catch(async (error: unknown) => {
    await worker.terminate()
    throw error
  })
  worker.on('message', (reply: WorkerReply) => {
    const call = settle(reply.id)
    if (reply.ok) call?.resolve(reply.value)
    else call?.reject(errorFromFields(reply.error))
  })
  worker.on('error', (error) => stop(new Error('PGlite worker failed', { cause: error })))
  worker.on('exit', (code) => stop(new Error(`PGlite worker exited (${code})`)))
  worker.unref()

  const call = (request: WorkerRequest): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped)
    const id = ++lastId
    const message: WorkerCall = { ...request, id }
    return new Promise((resolve, reject) => {
      worker.postMessage(message)
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve, reject })
    })
  }

  const queries = (tx?: number, isClosed = () => closed): PgliteQueries => ({
    get closed() {
      return isClosed()
    },
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      (await call({ op: 'query', tx, sql, params, options: workerOptions(options) })) as Results<T>,
    exec: async (sql: string, options?: QueryOptions) =>
      (await call({ op: 'exec', tx, sql, options: workerOptions(options) })) as Results[],
  })

  const outside = queries()
  return {
    query: outside.query,
    exec: outside.exec,
    get closed() {
      return closed
    },
    async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number
      let ended = false
      let result: T
      try {
        result = await callback(queries(tx, () => ended))
      } catch (error) {
        ended = true
        // A worker that cannot roll back has stopped: the callback's error is the one to report.
        await call({ op: 'rollback', tx }).catch(() => undefined)
        throw error
      }
      ended = true
      await call({ op: 'commit', tx })
      return result
    },
    dumpDataDir: (compression = 'auto') => call({ op: 'dump', compression }) as Promise<Blob>,
    async close() {
      if (closed) return
      closed = true
      try {
        await call({ op: 'close' })
      } finally {
        await worker.terminate()
      }
    },
  }
}
