import type { Transaction } from 'dexie'
import {
  EMULATION_TABLE_NAMES,
  type EmulationDb,
  type EmulationTableName,
  type EmulationTables,
} from './dexie-db'

// How the emulated store runs one unit of work against IndexedDB.
//
// IndexedDB commits a transaction as soon as it has no pending request at the end of a task, and only
// accepts new requests while one of its callbacks runs. The API's `transaction(fn)` may await work that
// is not IndexedDB inside `fn` (crypto.subtle hashing, token signing), which would commit a naive Dexie
// transaction half-way. So `fn` gets a transaction held open by a pump: a chain of cheap reads keeps it
// alive, and every repository call inside `fn` is started from one of those read callbacks, when the
// transaction is active. An exception in `fn` aborts the IndexedDB transaction: nothing is written.
// Tables are always bound to their transaction explicitly, so nothing depends on Dexie's zones.
// Inside `fn`, use the repositories `fn` receives: a call on the outer repositories opens its own
// transaction, which IndexedDB queues behind this one (it would wait until the timeout below).
// Verified in Chromium (page and service worker) by dexie-transaction.chromium.test.ts; fake-indexeddb
// never marks a transaction inactive between callbacks, so it cannot show this.

/** A held-open transaction is aborted after this long (a stuck `fn`, or one waiting on itself). */
export const TRANSACTION_TIMEOUT_MS = 30_000

export type AccessMode = 'r' | 'rw'

/** Where repository operations run: standalone (one short transaction each) or inside transaction(fn). */
export interface EmulationScope {
  readonly bound: boolean
  run<T>(
    mode: AccessMode,
    tables: readonly EmulationTableName[],
    op: (t: EmulationTables) => Promise<T>,
  ): Promise<T>
}

function bindTables(tx: Transaction): EmulationTables {
  const tables: Partial<Record<EmulationTableName, unknown>> = {}
  for (const name of EMULATION_TABLE_NAMES) {
    Object.defineProperty(tables, name, { get: () => tx.table(name), enumerable: true })
  }
  return tables as EmulationTables
}

/** Each operation in its own top-level transaction over the tables it names (`!`: never a sub-transaction). */
export function standaloneScope(db: EmulationDb): EmulationScope {
  return {
    bound: false,
    run(mode, tables, op) {
      return db.transaction(mode === 'rw' ? 'rw!' : 'r!', [...tables], (tx) => op(bindTables(tx)))
    },
  }
}

/** Keeps `idbtrans` alive and starts queued operations from inside its request callbacks. */
class TransactionPump {
  private readonly queue: Array<() => void> = []
  private running = true

  constructor(
    private readonly idbtrans: IDBTransaction,
    private readonly storeName: string,
  ) {
    this.spin()
  }

  private readonly spin = (): void => {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) next()
    if (!this.running) return
    this.idbtrans.objectStore(this.storeName).count().onsuccess = this.spin
  }

  /** Resolves inside a request callback: the continuation may issue requests on the transaction. */
  enter(): Promise<void> {
    if (!this.running) return Promise.reject(new Error('The transaction has already finished.'))
    return new Promise((resolve) => this.queue.push(resolve))
  }

  stop(): void {
    this.running = false
  }
}

function boundScope(tx: Transaction, pump: TransactionPump): EmulationScope {
  const tables = bindTables(tx)
  return {
    bound: true,
    async run(_mode, _tables, op) {
      await pump.enter()
      return op(tables)
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Emulated transaction still running after ${ms} ms; aborted.`)),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Runs `fn` in one read-write transaction over every table; a rejection rolls everything back. */
export function runInTransaction<R>(
  db: EmulationDb,
  fn: (scope: EmulationScope) => Promise<R>,
  timeoutMs = TRANSACTION_TIMEOUT_MS,
): Promise<R> {
  return db.transaction('rw!', [...EMULATION_TABLE_NAMES], (tx) => {
    const pump = new TransactionPump(tx.idbtrans, 'meta')
    let result: Promise<R>
    try {
      result = fn(boundScope(tx, pump))
    } catch (error) {
      result = Promise.reject(error)
    }
    return withTimeout(result, timeoutMs).finally(() => pump.stop())
  })
}
