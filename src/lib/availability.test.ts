import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  availability,
  noteNetworkFailure,
  noteResponse,
  probeBackend,
  startAvailabilityMonitor,
} from './availability'

const answer = (source: string | null, status = 200) =>
  new Response('{}', { status, headers: source ? { 'X-SiteKur-Source': source } : {} })

beforeEach(() => {
  Object.assign(availability, { backendAvailable: null, source: null })
})

describe('availability flag', () => {
  it('is true only for answers from the network', () => {
    noteResponse(answer('network', 404))
    expect(availability).toMatchObject({ backendAvailable: true, source: 'network' })
    for (const source of ['emulated', 'cache', 'queued'] as const) {
      noteResponse(answer(source))
      expect(availability).toMatchObject({ backendAvailable: false, source })
    }
    noteResponse(answer(null, 502))
    expect(availability).toMatchObject({ backendAvailable: false, source: null })
    noteResponse(answer('network'))
    noteNetworkFailure()
    expect(availability.backendAvailable).toBe(false)
  })

  it('probes /health: the emulation answering means unavailable; back online ends the cache notice', async () => {
    const paths: string[] = []
    const fetchAs = (source: string) =>
      (async (input: RequestInfo | URL) => {
        paths.push(String(input))
        return answer(source)
      }) as typeof fetch
    noteResponse(answer('cache'))
    expect(await probeBackend(fetchAs('emulated'))).toBe(false)
    expect(availability).toMatchObject({ backendAvailable: false, source: 'cache' })
    expect(await probeBackend(fetchAs('network'))).toBe(true)
    expect(availability).toMatchObject({ backendAvailable: true, source: 'network' })
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await probeBackend(failing)).toBe(false)
    expect(paths).toEqual(['/health', '/health'])
  })

  it('reads the probe answer to its end (an unread body keeps the request open)', async () => {
    const response = answer('network')
    expect(await probeBackend((async () => response) as typeof fetch)).toBe(true)
    expect(response.bodyUsed).toBe(true)
  })

  it('probes on start, on the offline and online events', async () => {
    const target = new EventTarget() as unknown as Window
    let probes = 0
    let source = 'emulated'
    const fetchImpl = (async () => {
      probes++
      return answer(source)
    }) as typeof fetch
    const stop = startAvailabilityMonitor(target, fetchImpl)
    expect(startAvailabilityMonitor(target, fetchImpl)).toBe(stop)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(probes).toBe(1)
    expect(availability.backendAvailable).toBe(false)
    source = 'network'
    target.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(probes).toBe(2)
    expect(availability.backendAvailable).toBe(true)
    target.dispatchEvent(new Event('offline'))
    expect(availability.backendAvailable).toBe(false)
    stop()
    target.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(probes).toBe(3)
  })

  it('probes every 30 s while unavailable, and stops once the backend answers', async () => {
    vi.useFakeTimers()
    try {
      const target = new EventTarget() as unknown as Window
      let probes = 0
      let source = 'emulated'
      const stop = startAvailabilityMonitor(target, (async () => {
        probes++
        return answer(source)
      }) as typeof fetch)
      await vi.advanceTimersByTimeAsync(0)
      expect(probes).toBe(1)
      await vi.advanceTimersByTimeAsync(30_000)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(probes).toBe(3)
      source = 'network'
      await vi.advanceTimersByTimeAsync(30_000)
      expect(availability.backendAvailable).toBe(true)
      await vi.advanceTimersByTimeAsync(120_000)
      expect(probes).toBe(4)
      stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
