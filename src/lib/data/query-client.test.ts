import { QueryObserver, environmentManager, focusManager } from '@tanstack/query-core'
import type { QueryKey } from '@tanstack/query-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api-client'
import { clearSession, sessionState, setSession } from '../session'
import { REFETCH_INTERVAL_MS, listenForReturns, loadErrorMessage, queryClient } from './query-client'
import { write } from './write-outcome'

// The refresh policy every resource module gets from query-client.ts, observed the way a screen
// observes it (a QueryObserver is what useQuery runs on). Node stands in for the browser here: without
// a window TanStack Query would take it for a server and schedule no interval.
environmentManager.setIsServer(() => false)

function watch<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn })
  const stop = observer.subscribe(() => undefined)
  return { observer, stop }
}

const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))

beforeEach(() => queryClient.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  clearSession()
})

describe('the read policy', () => {
  it('shares one request between screens watching the same read', async () => {
    let calls = 0
    const read = async () => ++calls
    const a = watch(['invoices', 'mine'], read)
    const b = watch(['invoices', 'mine'], read)
    await settled()
    expect(calls).toBe(1)
    expect(b.observer.getCurrentResult().data).toBe(1)
    a.stop()
    b.stop()
  })

  it('keeps the last good data when a refetch fails and shows the Turkish message', async () => {
    const answers: Array<() => Promise<string>> = [
      async () => 'beklemede',
      async () => {
        throw new ApiError('Bağlantı hatası. Lütfen tekrar deneyin.', 0)
      },
    ]
    const { observer, stop } = watch(['me'], () => answers.shift()!())
    await settled()
    await observer.refetch()
    const result = observer.getCurrentResult()
    expect(result.data).toBe('beklemede')
    expect(loadErrorMessage(result.error)).toBe('Bağlantı hatası. Lütfen tekrar deneyin.')
    expect(loadErrorMessage(new TypeError('x'))).toBe('Veriler yüklenemedi. Lütfen tekrar deneyin.')
    stop()
  })

  it('refetches every 30 s while watched', async () => {
    vi.useFakeTimers()
    let calls = 0
    const { stop } = watch(['websites', 'mine'], async () => ++calls)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(REFETCH_INTERVAL_MS - 1)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    stop()
    await vi.advanceTimersByTimeAsync(REFETCH_INTERVAL_MS * 2)
    expect(calls).toBe(2)
  })

  it('refetches on coming back to the window, and stale reads when the tab becomes visible', async () => {
    const win = new EventTarget()
    const doc = new EventTarget()
    focusManager.setEventListener(listenForReturns(win, doc))
    let calls = 0
    const { observer, stop } = watch(['uploads', 'mine'], async () => ++calls)
    await settled()
    queryClient.invalidateQueries({ queryKey: ['nothing'] }) // unrelated: no refetch
    await settled()
    expect(calls).toBe(1)
    // Coming back to the window refetches even a fresh read: it shows what changed meanwhile.
    win.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(calls).toBe(2))
    await settled()
    queryClient
      .getQueryCache()
      .find({ queryKey: ['uploads', 'mine'] })
      ?.setState({ dataUpdatedAt: 0 })
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(calls).toBe(3))
    await settled()
    // Still fresh: a return within 2 s of the last answer asks nothing.
    expect(observer.shouldFetchOnWindowFocus()).toBe(false)
    stop()
  })

  it("forgets every read when the signed-in user changes (no one sees another's data)", async () => {
    setSession({ ...sessionState, user: { id: 'u1', name: 'Ayşe', email: 'a@example.com', role: 'user' } })
    await Promise.resolve() // valtio tells its subscribers after the current task's microtasks
    const { stop } = watch(['me'], async () => 'Ayşe')
    await settled()
    expect(queryClient.getQueryData(['me'])).toBe('Ayşe')
    setSession({ ...sessionState, user: { id: 'u2', name: 'Mehmet', email: 'm@example.com', role: 'user' } })
    await Promise.resolve()
    expect(queryClient.getQueryData(['me'])).toBeUndefined()
    stop()
  })
})

describe('a write', () => {
  const answerSchema = z.object({ success: z.literal(true), message: z.string() })

  it('refetches the reads of the resources it changed, and only those', async () => {
    const calls = { requests: 0, invoices: 0 }
    const requests = watch(['customer-requests', 'mine', { user: null }], async () => ++calls.requests)
    const invoices = watch(['invoices', 'mine', { user: null }], async () => ++calls.invoices)
    await settled()
    const outcome = await write(async () => ({ success: true, message: 'Talep oluşturuldu' }), answerSchema, [
      ['customer-requests'],
    ])
    expect(outcome).toEqual({
      kind: 'done',
      value: { success: true, message: 'Talep oluşturuldu' },
      message: 'Talep oluşturuldu',
    })
    await settled()
    expect(calls).toEqual({ requests: 2, invoices: 1 })
    requests.stop()
    invoices.stop()
  })

  it('reports a write the service worker queued, and refreshes after a refusal too', async () => {
    let calls = 0
    const { stop } = watch(['website-requests', 'admin', 'stats'], async () => ++calls)
    await settled()
    const queued = await write(async () => ({ success: true, queued: true }), answerSchema, [])
    expect(queued).toEqual({ kind: 'queued' })
    const refused = write(
      async () => {
        throw new ApiError('Status güncellenirken hata oluştu', 409)
      },
      answerSchema,
      [['website-requests']],
    )
    await expect(refused).rejects.toMatchObject({ status: 409 })
    await settled()
    expect(calls).toBe(2)
    stop()
  })
})
