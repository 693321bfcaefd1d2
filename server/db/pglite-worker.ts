import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type {
  WorkerCall,
  WorkerQueryOptions,
  WorkerReady,
  WorkerReply,
  WorkerStart,
} from './pglite-worker-protocol'
import { errorToFields } from './pglite-worker-protocol'

// The PGlite worker: owns the database (WASM PostgreSQL) on a thread of its own, so that a long query
// never holds up the server's event loop (docs/decisions/0029-pglite-in-a-worker.md). It does what the
// server's thread asks through pglite-worker-client.ts, in the order asked; PGlite's own locks order
// queries and transactions exactly as they would in one thread.

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread')
const port = parentPort

/** A transaction held open for the server's thread until it says commit or rollback. */
interface OpenTransaction {
  tx: Transaction
  end(outcome: 'commit' | 'rollback'): Promise<void>
}

/** Thrown into PGlite's transaction callback to make it roll back. */
class RollbackRequested extends Error {}

/**
 * Durability against `kill -9`: PGlite mounts the data directory with Emscripten's NODEFS, so each
 * write() of the WAL goes straight to the kernel; with synchronous_commit on, a commit returns only
 * after its WAL record was written, and the next start replays the WAL. That is what makes an
 * acknowledged write survive the process dying (tests/crash proves it, and fails with
 * synchronous_commit off). It is pinned here rather than left to a default. `relaxedDurability`
 * stays false (it only defers syncs of the IndexedDB/OPFS file systems). PGlite runs postgres with
 * fsync off and NODEFS has no fsync, so a power cut (not a process crash) may lose the last
 * commits: deployments that need that use PostgreSQL (DATABASE_URL).
 */
function createPglite({ dataDir, loadDataDir }: WorkerStart): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    relaxedDurability: false,
    // Trigram indexes serve substring search (server/db/schema/search-text.ts).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on'],
    ...(loadDataDir ? { loadDataDir } : {}),
  })
}

/** Answers the server thread's calls on `db`, each in the order it came. */
function serve(db: PGlite) {
  const transactions = new Map<number, OpenTransaction>()
  let lastTransaction = 0

  /** Drizzle's `parsers` keep these types as text; functions cannot cross postMessage, their OIDs do. */
  const queryOptions = ({ rowMode, paramTypes, rawTextTypes }: WorkerQueryOptions) => ({
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    ...(rawTextTypes
      ? { parsers: Object.fromEntries(rawTextTypes.map((oid) => [oid, (text: string) => text])) }
      : {}),
  })

  const target = (tx: number | undefined) => {
    if (tx === undefined) return db
    const open = transactions.get(tx)
    if (!open) throw new Error(`PGlite worker: transaction ${tx} is not open`)
    return open.tx
  }

  /** Enters PGlite's transaction and holds it open; answers its number once BEGIN ran. */
  const begin = () =>
    new Promise<number>((answer, refuse) => {
      const id = ++lastTransaction
      let decide: (outcome: 'commit' | 'rollback') => void = () => {}
      const outcome = new Promise<'commit' | 'rollback'>((resolve) => (decide = resolve))
      let opened = false
      const finished = db.transaction(async (tx) => {
        opened = true
        transactions.set(id, { tx, end })
        answer(id)
        if ((await outcome) === 'rollback') throw new RollbackRequested()
      })
      // BEGIN itself failed (the database is closing): the caller hears of it, nothing is open.
      finished.catch((error: unknown) => {
        if (!opened) refuse(error)
      })
      function end(wanted: 'commit' | 'rollback') {
        decide(wanted)
        return finished.then(
          () => void transactions.delete(id),
          (error: unknown) => {
            transactions.delete(id)
            if (!(error instanceof RollbackRequested)) throw error
          },
        )
      }
    })

  const run = async (call: WorkerCall): Promise<unknown> => {
    switch (call.op) {
      case 'query':
        return target(call.tx).query(call.sql, call.params, queryOptions(call.options))
      case 'exec':
        return target(call.tx).exec(call.sql, queryOptions(call.options))
      case 'begin':
        return begin()
      case 'commit':
      case 'rollback': {
        const open = transactions.get(call.tx)
        if (!open) throw new Error(`PGlite worker: transaction ${call.tx} is not open`)
        return open.end(call.op)
      }
      case 'dump':
        return db.dumpDataDir(call.compression)
      case 'close':
        await db.close()
        return undefined
    }
  }

  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, ok: false, error: errorToFields(error) } satisfies WorkerReply)
  port.on('message', (call: WorkerCall) => {
    run(call).then(
      (value) => {
        try {
          port.postMessage({ id: call.id, ok: true, value } satisfies WorkerReply)
        } catch (error) {
          // A value that cannot be cloned fails its call, not the worker.
          fail(call.id, error)
        }
      },
      (error: unknown) => fail(call.id, error),
    )
  })
}

try {
  serve(await createPglite(workerData as WorkerStart))
  port.postMessage({ ready: true } satisfies WorkerReady)
} catch (error) {
  port.postMessage({ ready: false, error: errorToFields(error) } satisfies WorkerReady)
}
