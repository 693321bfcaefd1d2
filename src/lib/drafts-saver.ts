// Saves one form's draft as the user types, so that nothing typed is lost (docs/drafts.md): a change
// is written to IndexedDB after `delayMs` of quiet (no later than `maxDelayMs` after the first unsaved
// change), and it stays pending until the IndexedDB transaction that holds it has committed. While a
// change is pending or its write is in flight, `pageHidden()` (pagehide, visibilitychange:hidden)
// stores it synchronously in localStorage, because a reload aborts an uncommitted transaction.
// No React here: the hook in drafts-live.ts binds it to a screen, and the unit test drives it.
import { clearDraftFallback as clearFallback, writeDraftFallback as writeFallback } from './drafts-fallback'
import type { DraftRecord } from './drafts-record'
import { saveDraft, saveDraftNow } from './drafts'

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'error'

export interface DraftSaverOptions {
  key: string
  /** Quiet time after the last change before it is written (the wizard 400 ms, the builder 2 s). */
  delayMs: number
  /** Longest wait after the first unsaved change, so steady typing is written too. */
  maxDelayMs: number
}

/** Where the saver writes; the IndexedDB store unless a test gives another. */
export interface DraftWriter {
  /** Resolves once the write has committed. */
  write: (key: string, record: DraftRecord) => Promise<void>
  /** Starts a write within this task; false when it cannot. */
  writeNow: (key: string, record: DraftRecord, onCommitted: () => void) => boolean
}

const indexedDbWriter: DraftWriter = {
  write: (key, record) => saveDraft(key, record.value, record.updatedAt),
  writeNow: saveDraftNow,
}

export class DraftSaver {
  /** The newest change whose write has not committed yet. */
  private pending: DraftRecord | null = null
  /** The newest revision known here (stored, or made by a change). */
  private revision = 0
  /** The newest revision whose write has started. */
  private started = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private dirtySince: number | null = null
  private closed = false
  private state: DraftSaveState = 'idle'
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly options: DraftSaverOptions,
    private readonly writer: DraftWriter = indexedDbWriter,
  ) {}

  /** The stored draft the form starts from (or another tab wrote): later changes number after it. */
  adopt(stored: DraftRecord | null): void {
    if (stored) this.revision = Math.max(this.revision, stored.updatedAt)
  }

  /** True for a record this saver made or already knows (its own write coming back live). */
  knows(record: DraftRecord): boolean {
    return record.updatedAt <= this.revision
  }

  hasPending(): boolean {
    return this.pending !== null
  }

  getState = (): DraftSaveState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  change(value: unknown): void {
    if (this.closed) return
    const now = Date.now()
    this.revision = Math.max(now, this.revision + 1)
    this.pending = { value, updatedAt: this.revision }
    this.setState('saving')
    this.dirtySince ??= now
    const wait = Math.min(this.options.delayMs, this.dirtySince + this.options.maxDelayMs - now)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.flush(), Math.max(0, wait))
  }

  /** Writes the pending change now (the timer, or the screen closing). */
  flush(): void {
    const record = this.takeUnstarted()
    if (!record) return
    this.writer.write(this.options.key, record).then(
      () => this.committed(record.updatedAt),
      () => this.failed(),
    )
  }

  /** The page is going away or hidden: keep the pending change synchronously, then write it. */
  pageHidden(): void {
    const record = this.pending
    if (!record || this.closed) return
    writeFallback(this.options.key, record)
    const unstarted = this.takeUnstarted()
    if (!unstarted) return
    const onCommitted = () => this.committed(unstarted.updatedAt)
    if (!this.writer.writeNow(this.options.key, unstarted, onCommitted)) {
      this.writer.write(this.options.key, unstarted).then(onCommitted, () => this.failed())
    }
  }

  /** Stops saving (the form was sent or thrown away): the pending change and its copy are dropped. */
  close(): void {
    this.closed = true
    this.pending = null
    this.dirtySince = null
    clearTimeout(this.timer)
    clearFallback(this.options.key)
  }

  /** Saves again after close() (a fresh form). */
  reopen(): void {
    this.closed = false
    this.setState('idle')
  }

  private takeUnstarted(): DraftRecord | null {
    clearTimeout(this.timer)
    this.dirtySince = null
    const record = this.pending
    if (!record || this.closed || record.updatedAt <= this.started) return null
    this.started = record.updatedAt
    return record
  }

  private committed(revision: number): void {
    if (this.pending && this.pending.updatedAt <= revision) this.pending = null
    clearFallback(this.options.key, revision)
    if (!this.closed) this.setState(this.pending ? 'saving' : 'saved')
  }

  private failed(): void {
    // The change stays pending: the next change writes it again, and pageHidden() copies it.
    this.started = 0
    if (!this.closed) this.setState('error')
  }

  private setState(state: DraftSaveState): void {
    if (state === this.state) return
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
