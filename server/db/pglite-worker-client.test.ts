import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database'
import { openPglite } from './open-pglite'
import type { PgliteClient } from './pglite-worker-client'
import { readPgliteDump } from '../testing/test-database-templates'

// PGlite on its worker thread (docs/decisions/0029-pglite-in-a-worker.md), through Drizzle as the server
// uses it: values come back as on one thread, errors keep PostgreSQL's fields, transactions are
// interactive and serialised, and the event loop runs while a query does. The whole repository contract
// runs through the same worker on the 'pglite' store (tests/contract).

type Opened = Database & { client: PgliteClient }
let database: Opened

beforeAll(async () => {
  // The run's migrated dump when Vitest's global setup made one: no initdb here.
  database = await openPglite(undefined, { loadDataDir: readPgliteDump() ?? undefined })
  await database.db.execute(sql`create table counters (name text primary key, value int not null)`)
})
afterAll(() => database.close())

/** The rows of one statement, through Drizzle as the repositories run it. */
async function rows(db: Opened, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
}

/** The error Drizzle wraps: the driver's, with its SQLSTATE fields. */
async function driverError(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(Error)
  return (error as Error & { cause?: Record<string, unknown> }).cause
}

const count = async (name: string) =>
  (await rows(database, sql`select value from counters where name = ${name}`))[0]?.value

describe('PGlite on a worker thread', () => {
  it('returns values as Drizzle reads them on one thread: timestamps as text, bytea, jsonb, arrays', async () => {
    const values = await rows(
      database,
      sql`
      select timestamptz '2026-01-02 03:04:05+00' as at, 42::int8 as big, '\\x0102'::bytea as bytes,
             '{"a":[1,"b"]}'::jsonb as json, array['x','y'] as list, ${'İstanbul'}::text as text`,
    )
    expect(values[0]).toEqual({
      at: '2026-01-02 03:04:05+00',
      big: 42,
      bytes: new Uint8Array([1, 2]),
      json: { a: [1, 'b'] },
      list: ['x', 'y'],
      text: 'İstanbul',
    })
  })

  it('passes the SQLSTATE, constraint and detail of an error on, as Drizzle cause', async () => {
    await database.db.execute(sql`insert into counters values ('tekil', 1)`)
    const cause = await driverError(() => database.db.execute(sql`insert into counters values ('tekil', 2)`))
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'counters_pkey',
      detail: 'Key (name)=(tekil) already exists.',
      table: 'counters',
    })
    expect(cause).not.toHaveProperty('params')
  })

  it('commits a transaction, and rolls back one whose callback throws (a savepoint too)', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into counters values ('kalıcı', 1)`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counters set value = 99 where name = 'kalıcı'`)
          throw new Error('iç işlem geri alınır')
        })
        .catch(() => undefined)
    })
    expect(await count('kalıcı')).toBe(1)
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into counters values ('geri', 1)`)
        throw new Error('geri al')
      }),
    ).rejects.toThrow('geri al')
    expect(await count('geri')).toBeUndefined()
  })

  it('runs concurrent transactions one after the other, so a read-then-write loses no update', async () => {
    await database.db.execute(sql`insert into counters values ('sayaç', 0)`)
    const increment = () =>
      database.db.transaction(async (tx) => {
        const read = await tx.execute(sql`select value from counters where name = 'sayaç'`)
        const value = Number((read as unknown as { rows: Array<{ value: number }> }).rows[0]?.value)
        await new Promise((resolve) => setTimeout(resolve, 5))
        await tx.execute(sql`update counters set value = ${value + 1} where name = 'sayaç'`)
      })
    await Promise.all(Array.from({ length: 10 }, increment))
    expect(await count('sayaç')).toBe(10)
  })

  it('keeps the event loop running while a long query runs', async () => {
    let longestGap = 0
    let last = performance.now()
    const ticking = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }, 5)
    const started = performance.now()
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000) as a`)
    const ended = performance.now()
    clearInterval(ticking)
    const took = ended - started
    longestGap = Math.max(longestGap, ended - last)
    // On the event loop the longest gap is the query's whole time.
    expect(took).toBeGreaterThan(300)
    expect(longestGap).toBeLessThan(took / 3)
  })

  it('dumps a database that a new one starts from, and reopens a data directory with its rows', async () => {
    const dump = await database.client.dumpDataDir('none')
    const copy = await openPglite(undefined, { loadDataDir: dump })
    try {
      expect(await rows(copy, sql`select value from counters where name = 'tekil'`)).toEqual([{ value: 1 }])
    } finally {
      await copy.close()
    }
    const dir = mkdtempSync(join(tmpdir(), 'sitekur-pglite-worker-'))
    try {
      const onDisk = await openPglite(join(dir, 'pglite'), { loadDataDir: dump })
      await onDisk.db.execute(sql`update counters set value = 7 where name = 'tekil'`)
      await onDisk.close()
      expect(onDisk.client.closed).toBe(true)
      const reopened = await openPglite(join(dir, 'pglite'))
      expect(await rows(reopened, sql`select value from counters where name = 'tekil'`)).toEqual([
        { value: 7 },
      ])
      await reopened.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it('refuses a type parser it cannot run in the worker, rather than dropping it', async () => {
    await expect(
      database.client.query('select 1 as one', [], { parsers: { 23: (text: string) => Number(text) * 2 } }),
    ).rejects.toThrow(/parsers that keep the text/)
  })
})
