// The preview frame's side of a session: what it shows and how new markup reaches it. A frame that has
// said 'ready' takes markup posted into it, so it changes without a reload; one still loading holds the
// newest markup until it is ready; one that is not showing a preview (failed, or nothing loaded) loads the
// session's address again. A frame that does not load in time, or loads but never says 'ready', failed.
import { isDemoPreviewId } from '../../../api/preview/preview.shared'
import type { PreviewSession } from '../../lib/data/preview'
import { NamedTimers } from './named-timers'
import type { PreviewSnapshotStore } from './preview-snapshot'

/** A frame that has not loaded by then has failed… */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** …and so has a loaded one that has not said 'ready' by then (it is not showing a preview). */
export const FRAME_READY_TIMEOUT_MS = 5_000
export const FRAME_FAILED_MESSAGE = 'Preview failed to load'

type FrameState = 'none' | 'loading' | 'ready' | 'failed'

export class PreviewFrame {
  private state: FrameState = 'none'
  private held: { html: string; key: string } | null = null
  /** The source the frame shows (or will, once its document has loaded), as a source key. */
  private shownKey = ''
  private readonly timers = new NamedTimers<'frame'>()

  constructor(
    private readonly store: PreviewSnapshotStore,
    /** Posts a new document into the frame (it has said 'ready'). */
    private readonly post: (html: string) => void,
  ) {}

  get isReady(): boolean {
    return this.state === 'ready'
  }

  shows(key: string): boolean {
    return this.shownKey === key
  }

  /** Points the frame at the session: it loads the document showing the source `key`. */
  load(session: PreviewSession, key: string): void {
    this.state = 'loading'
    this.held = null
    this.shownKey = key
    const frame = {
      url: session.previewUrl,
      load: (this.store.get().frame?.load ?? 0) + 1,
      // Chromium does not let a service worker answer a sandboxed frame's navigation, and only the
      // worker has a demo session; its answer carries the same sandbox as a policy header.
      sandboxed: !isDemoPreviewId(session.id),
    }
    this.store.set({ frame, status: 'loading', error: null })
    this.timers.after('frame', FRAME_LOAD_TIMEOUT_MS, () => this.failed())
  }

  /** New markup for the source `key`, rendered by the session. */
  show(html: string, key: string, session: PreviewSession): void {
    if (this.state === 'ready') {
      this.post(html)
      this.shownKey = key
    } else if (this.state === 'loading') {
      this.held = { html, key }
    } else {
      this.load(session, key)
    }
  }

  /** The frame's load event. */
  loaded(): void {
    if (this.state !== 'loading') return
    this.timers.after('frame', FRAME_READY_TIMEOUT_MS, () => this.failed())
  }

  /** The frame's document said 'ready': it shows the preview and accepts new markup. */
  ready(): void {
    this.timers.clear('frame')
    this.state = 'ready'
    this.store.set({ status: 'loaded', error: null })
    if (this.held) {
      this.post(this.held.html)
      this.shownKey = this.held.key
      this.held = null
    }
  }

  failed(): void {
    if (this.state !== 'loading') return
    this.timers.clear('frame')
    this.state = 'failed'
    this.store.set({ status: 'error', error: FRAME_FAILED_MESSAGE })
  }

  /** The panel is gone: no more timeouts. */
  stop(): void {
    this.timers.clearAll()
  }
}
