// Changes that wait before they are sent, so a slip can be taken back: `schedule` holds a send for the
// undo window, `undo` cancels it, `flushAll` sends every held change at once (the page is being hidden or
// the screen left: a change the admin saw applied must not be lost). Framework-free, so the timing rules
// are tested with fake timers; `use-undoable-action.ts` adds the toast and the page lifecycle.

export const UNDO_WINDOW_MS = 5000

export interface HeldChange {
  /** Cancels the change if it has not been sent yet; true when it was cancelled. */
  undo: () => boolean
  /** Sends it now (no-op once sent or undone). */
  flush: () => void
}

type Send = () => void

export class UndoableActions {
  private readonly held = new Map<number, { send: Send; timer: ReturnType<typeof setTimeout> }>()
  private nextId = 0

  constructor(private readonly windowMs: number = UNDO_WINDOW_MS) {}

  /** How many changes are waiting. */
  get pending(): number {
    return this.held.size
  }

  schedule(send: Send, onSettled?: (outcome: 'sent' | 'undone') => void): HeldChange {
    const id = ++this.nextId
    const release = (): Send | null => {
      const entry = this.held.get(id)
      if (!entry) return null
      clearTimeout(entry.timer)
      this.held.delete(id)
      return entry.send
    }
    const flush = () => {
      const due = release()
      if (!due) return
      onSettled?.('sent')
      due()
    }
    this.held.set(id, { send, timer: setTimeout(flush, this.windowMs) })
    return {
      flush,
      undo: () => {
        if (!release()) return false
        onSettled?.('undone')
        return true
      },
    }
  }

  flushAll(): void {
    for (const id of [...this.held.keys()]) {
      const entry = this.held.get(id)
      if (!entry) continue
      clearTimeout(entry.timer)
      this.held.delete(id)
      entry.send()
    }
  }
}
