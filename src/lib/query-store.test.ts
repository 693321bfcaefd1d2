import { describe, expect, it } from 'vitest'
import { createQueryStore } from './query-store'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('the query store', () => {
  it('shares one request in flight per key and tells the watchers', async () => {
    const store = createQueryStore()
    const answer = deferred<string>()
    let calls = 0
    const fetcher = () => {
      calls += 1
      return answer.promise
    }
    let notified = 0
    store.subscribe('k', () => (notified += 1))
    const first = store.fetch('k', fetcher)
    const second = store.fetch('k', fetcher)
    expect(store.get('k').fetching).toBe(true)
    answer.resolve('veri')
    await Promise.all([first, second])
    expect(calls).toBe(1)
    expect(store.get('k')).toMatchObject({ data: 'veri', error: null, fetching: false })
    expect(notified).toBeGreaterThan(0)
  })

  it('keeps the last good data when a refetch fails, and clears the error on the next success', async () => {
    const store = createQueryStore({ messageOf: () => 'Veriler yüklenemedi' })
    const results: Array<() => Promise<string>> = [
      async () => 'beklemede',
      async () => {
        throw new Error('ağ')
      },
      async () => 'işlemde',
    ]
    const fetcher = () => results.shift()!()
    await store.fetch('k', fetcher)
    await store.fetch('k')
    expect(store.get('k')).toMatchObject({ data: 'beklemede', error: 'Veriler yüklenemedi' })
    await store.fetch('k')
    expect(store.get('k')).toMatchObject({ data: 'işlemde', error: null })
  })

  it('refetches only what is watched, and fetchIfStale skips fresh data', async () => {
    let now = 1_000
    const store = createQueryStore({ now: () => now })
    const counts = { a: 0, b: 0 }
    await store.fetch('a', async () => ++counts.a)
    await store.fetch('b', async () => ++counts.b)
    const stop = store.subscribe('a', () => undefined)
    await store.refetchWatched()
    expect(counts).toEqual({ a: 2, b: 1 })

    await store.fetchIfStale('a', async () => ++counts.a, 5_000)
    expect(counts.a).toBe(2)
    now += 6_000
    await store.fetchIfStale('a', async () => ++counts.a, 5_000)
    expect(counts.a).toBe(3)
    stop()
    await store.refetchWatched()
    expect(counts.a).toBe(3)
  })

  it('drops an answer that arrives after clear() (another user signed in)', async () => {
    const store = createQueryStore()
    const late = deferred<string>()
    store.subscribe('k', () => undefined)
    const pending = store.fetch('k', () => late.promise)
    store.clear()
    await store.fetch('k', async () => 'yeni kullanıcı')
    late.resolve('eski kullanıcı')
    await pending
    expect(store.get('k').data).toBe('yeni kullanıcı')
  })
})
