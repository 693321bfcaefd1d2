// What the preview panel renders, kept as one immutable snapshot that useSyncExternalStore reads: each
// change makes a new object and tells the subscribers.
import type { PreviewDevice } from '../../../api/preview/preview.shared'
import type { PreviewSession } from '../../lib/data/preview'

export interface PreviewSnapshot {
  device: PreviewDevice
  session: PreviewSession | null
  /**
   * The address the frame loads; `load` grows each time it has to load (again). `sandboxed`: framed with
   * the sandbox attribute, which a demo session goes without (docs/decisions/0011-preview-isolation.md).
   */
  frame: { url: string; load: number; sandboxed: boolean } | null
  status: 'loading' | 'loaded' | 'error'
  error: string | null
  refreshing: boolean
}

export class PreviewSnapshotStore {
  private snapshot: PreviewSnapshot
  private readonly listeners = new Set<() => void>()

  constructor(device: PreviewDevice) {
    this.snapshot = { device, session: null, frame: null, status: 'loading', error: null, refreshing: false }
  }

  get = (): PreviewSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  set(change: Partial<PreviewSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change }
    for (const listener of this.listeners) listener()
  }
}
