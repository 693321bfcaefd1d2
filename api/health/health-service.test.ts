import { describe, expect, it } from 'vitest'
import type { ApiPorts } from '../ports'
import { createMemoryTestStore } from '../../tests/contract/memory-ports'
import type { DatabaseCheck } from './health-service'
import { createHealthService, STALE_CHECK_MS } from './health-service'

// GET /health's database check (docs/rules/deployment.md#checks): a check past its second still answers
// while the next one waits behind the database's other queries, so a busy database never holds up /health;
// a check that says the database is gone answers 503 as soon as it is in.

/** The store's health check answers only when the test says so: a database busy with other queries. */
function withHeldCheck(ports: ApiPorts) {
  const held: Array<(check: DatabaseCheck) => void> = []
  const repos = {
    ...ports.repos,
    health: () => new Promise<DatabaseCheck>((answer) => held.push(answer)),
  }
  return {
    ports: { ...ports, repos },
    /** How many checks reached the store. */
    asked: () => held.length,
    answer: (check: DatabaseCheck) => held.shift()?.(check),
  }
}

const within = <T>(promise: Promise<T> | undefined, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('waited'), ms))])

describe('the /health database check', () => {
  it('answers the last check at once while the next one waits for a busy database', async () => {
    const store = await createMemoryTestStore()
    const held = withHeldCheck(store.ports)
    const health = createHealthService(held.ports)
    const first = health.database()
    held.answer({ ok: true, driver: 'pglite' })
    expect(await first).toEqual({ ok: true, driver: 'pglite' })

    store.clock.advance(1500)
    // The database has not answered the new check: /health does not wait for it, and asks it only once.
    expect(await within(health.database(), 100)).toEqual({ ok: true, driver: 'pglite' })
    expect(await within(health.database(), 100)).toEqual({ ok: true, driver: 'pglite' })
    expect(held.asked()).toBe(1)

    held.answer({ ok: false, driver: 'unknown' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await health.database()).toEqual({ ok: false, driver: 'unknown' })
  })

  it('waits for the check once the last answer is older than the stale limit', async () => {
    const store = await createMemoryTestStore()
    const held = withHeldCheck(store.ports)
    const health = createHealthService(held.ports)
    const first = health.database()
    held.answer({ ok: true, driver: 'pglite' })
    await first

    store.clock.advance(STALE_CHECK_MS + 1)
    const late = health.database()
    expect(await within(late, 100)).toBe('waited')
    held.answer({ ok: true, driver: 'pglite' })
    expect(await late).toEqual({ ok: true, driver: 'pglite' })
  })
})
