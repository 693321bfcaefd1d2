import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNDO_WINDOW_MS, UndoableActions } from './undoable-actions'

describe('changes held for 5 s before they are sent', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends once when the window passes without an undo', () => {
    const actions = new UndoableActions()
    const send = vi.fn()
    const settled = vi.fn()
    actions.schedule(send, settled)
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1)
    expect(send).not.toHaveBeenCalled()
    expect(actions.pending).toBe(1)
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(settled).toHaveBeenCalledWith('sent')
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 3)
    expect(send).toHaveBeenCalledTimes(1)
    expect(actions.pending).toBe(0)
  })

  it('never sends a change undone within the window', () => {
    const actions = new UndoableActions()
    const send = vi.fn()
    const settled = vi.fn()
    const change = actions.schedule(send, settled)
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 100)
    expect(change.undo()).toBe(true)
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2)
    expect(send).not.toHaveBeenCalled()
    expect(settled).toHaveBeenCalledWith('undone')
    expect(change.undo()).toBe(false)
  })

  it('cannot undo a change already sent', () => {
    const actions = new UndoableActions()
    const send = vi.fn()
    const change = actions.schedule(send)
    vi.advanceTimersByTime(UNDO_WINDOW_MS)
    expect(change.undo()).toBe(false)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends everything held at once when the page is hidden, and nothing twice', () => {
    const actions = new UndoableActions()
    const first = vi.fn()
    const second = vi.fn()
    const undone = vi.fn()
    actions.schedule(first)
    vi.advanceTimersByTime(2000)
    actions.schedule(second)
    actions.schedule(undone).undo()
    actions.flushAll()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    expect(undone).not.toHaveBeenCalled()
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('keeps each change on its own clock', () => {
    const actions = new UndoableActions(1000)
    const early = vi.fn()
    const late = vi.fn()
    actions.schedule(early)
    vi.advanceTimersByTime(600)
    actions.schedule(late)
    vi.advanceTimersByTime(400)
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).not.toHaveBeenCalled()
    vi.advanceTimersByTime(600)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
