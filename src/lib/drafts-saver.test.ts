import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadDraftRecord } from './drafts'
import { readDraftFallback } from './drafts-fallback'
import type { DraftRecord } from './drafts-record'
import { DraftSaver } from './drafts-saver'
import type { DraftWriter } from './drafts-saver'
import { installMemoryStorage } from './drafts-test-storage'

const storage = installMemoryStorage()
const key = 'website-request:user-1'

/** A writer whose writes stay in flight until the test commits (or fails) them, like a slow disk. */
function slowWriter() {
  const inFlight: { record: DraftRecord; commit: () => void; fail: () => void }[] = []
  const writer: DraftWriter = {
    write: (_key, record) =>
      new Promise<void>((commit, fail) => {
        inFlight.push({ record, commit, fail: () => fail(new Error('QuotaExceededError')) })
      }),
    writeNow: () => false,
  }
  return { writer, inFlight }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('DraftSaver', () => {
  beforeEach(() => {
    storage.clear()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => vi.useRealTimers())

  it('writes after the quiet time, and at the latest after the longest wait while typing goes on', async () => {
    const { writer, inFlight } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    saver.change('a')
    await vi.advanceTimersByTimeAsync(399)
    expect(inFlight).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(inFlight.map((write) => write.record.value)).toEqual(['a'])

    for (let typed = 0; typed < 7; typed += 1) {
      saver.change(`b${typed}`)
      await vi.advanceTimersByTimeAsync(300)
    }
    expect(inFlight.map((write) => write.record.value)).toEqual(['a', 'b6'])
  })

  it('keeps the change until its write has committed and copies it when the page goes away meanwhile', async () => {
    const { writer, inFlight } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    saver.change({ name: 'Son Anda Yazılan' })
    await vi.advanceTimersByTimeAsync(400)
    expect(inFlight).toHaveLength(1)
    expect(saver.getState()).toBe('saving')

    // The reload window: the write has started, nothing has committed.
    saver.pageHidden()
    expect(readDraftFallback(key)).toEqual(inFlight[0]?.record)
    expect(readDraftFallback(key)?.value).toEqual({ name: 'Son Anda Yazılan' })
    expect(inFlight).toHaveLength(1)

    inFlight[0]?.commit()
    await settle()
    expect(saver.hasPending()).toBe(false)
    expect(saver.getState()).toBe('saved')
    expect(readDraftFallback(key)).toBeNull()
  })

  it('still owes a change made while an earlier write was in flight', async () => {
    const { writer, inFlight } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    saver.change('first')
    await vi.advanceTimersByTimeAsync(400)
    saver.change('second')
    inFlight[0]?.commit()
    await settle()
    expect(saver.hasPending()).toBe(true)
    expect(saver.getState()).toBe('saving')

    saver.pageHidden()
    expect(readDraftFallback(key)?.value).toBe('second')
    expect(inFlight.map((write) => write.record.value)).toEqual(['first', 'second'])
    inFlight[1]?.commit()
    await settle()
    expect(readDraftFallback(key)).toBeNull()
  })

  it('keeps a change whose write failed, copies it when the page goes away and writes it again', async () => {
    const { writer, inFlight } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    saver.change('kept')
    await vi.advanceTimersByTimeAsync(400)
    inFlight[0]?.fail()
    await settle()
    expect(saver.getState()).toBe('error')
    expect(saver.hasPending()).toBe(true)

    saver.pageHidden()
    expect(readDraftFallback(key)?.value).toBe('kept')
    expect(inFlight.map((write) => write.record.value)).toEqual(['kept', 'kept'])
  })

  it('numbers changes after the stored draft it started from, and knows its own writes', () => {
    const { writer } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    const later = Date.now() + 60_000
    saver.adopt({ value: 'from another tab', updatedAt: later })
    saver.change('typed here')
    saver.pageHidden()
    const copy = readDraftFallback(key)
    expect(copy?.updatedAt).toBeGreaterThan(later)
    expect(copy && saver.knows(copy)).toBe(true)
    expect(saver.knows({ value: 'newer elsewhere', updatedAt: later + 10_000 })).toBe(false)
  })

  it('saves nothing once closed (the form was sent), and drops the copy', async () => {
    const { writer, inFlight } = slowWriter()
    const saver = new DraftSaver({ key, delayMs: 400, maxDelayMs: 2000 }, writer)
    saver.change('sent')
    saver.pageHidden()
    expect(readDraftFallback(key)).not.toBeNull()
    saver.close()
    expect(readDraftFallback(key)).toBeNull()
    saver.change('after sending')
    saver.pageHidden()
    await vi.advanceTimersByTimeAsync(5000)
    expect(readDraftFallback(key)).toBeNull()
    expect(inFlight.map((write) => write.record.value)).toEqual(['sent'])
  })
})

describe('DraftSaver over IndexedDB', () => {
  it('stores the change on pagehide within the task and drops the copy once committed', async () => {
    storage.clear()
    await loadDraftRecord(key)
    const saver = new DraftSaver({ key, delayMs: 60_000, maxDelayMs: 60_000 })
    const saved = new Promise<void>((done) => {
      saver.subscribe(() => {
        if (saver.getState() === 'saved') done()
      })
    })
    saver.change({ step: 2 })
    saver.pageHidden()
    expect(readDraftFallback(key)?.value).toEqual({ step: 2 })
    await saved
    expect(readDraftFallback(key)).toBeNull()
    expect((await loadDraftRecord(key))?.value).toEqual({ step: 2 })
  })
})
