// The life of one preview panel's session, without React or the DOM (the hook binds it; the unit test
// drives it with fake timers): created on open; replaced 100 ms after a device change (the frame keeps
// its document and is only resized) and on refresh (the frame loads the new one); the replaced session is
// deleted, fire and forget; renewed before it expires; deleted when the panel closes. A new source is sent
// ~150 ms after the last change and the answer's markup is posted into the frame, so it changes without a
// reload; a frame that is not showing a preview (failed, or nothing loaded) loads the session again.
import { isDemoPreviewId } from '../../../api/schemas/preview'
import { PREVIEW_RENEW_BEFORE_MS, PREVIEW_VIEWPORTS } from '../../../api/schemas/preview'
import type { PreviewDevice } from '../../../api/schemas/preview'
import type {
  PreviewSession,
  PreviewSessionRequest,
  PreviewSourceInput,
  PreviewUpdate,
} from '../../lib/data/preview'

export const DEVICE_CHANGE_DELAY_MS = 100
export const SOURCE_UPDATE_DELAY_MS = 150
export const REFRESH_SPIN_MS = 500
/** A frame that has not loaded by then has failed… */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** …and so has a loaded one that has not said 'ready' by then (it is not showing a preview). */
export const FRAME_READY_TIMEOUT_MS = 5_000
/** A renewal that failed for want of a connection is tried again after this. */
export const RENEW_RETRY_MS = 30_000
export const FRAME_FAILED_MESSAGE = 'Preview failed to load'

/** The session calls (src/lib/data/preview.ts), injected so the test can answer them. */
export interface PreviewApi {
  create(request: PreviewSessionRequest): Promise<PreviewSession>
  update(id: string, source?: PreviewSourceInput): Promise<PreviewUpdate>
  remove(id: string): void
  removeOnExit(id: string): void
  /** The session no longer exists (unknown or expired): make a new one. */
  isGone(error: unknown): boolean
  failureMessage(error: unknown): string
}

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

type FrameState = 'none' | 'loading' | 'ready' | 'failed'
type Reason = 'open' | 'device' | 'refresh' | 'gone'
type TimerName = 'device' | 'update' | 'renew' | 'frame' | 'spin'

export interface PreviewControllerOptions {
  websiteId: string | null
  source: PreviewSourceInput | undefined
  device: PreviewDevice
  /** Posts a new document into the frame (it has said 'ready'). */
  post: (html: string) => void
}

const keyOf = (source: PreviewSourceInput | undefined) => JSON.stringify(source ?? null)

export class PreviewSessionController {
  private snapshot: PreviewSnapshot
  private readonly listeners = new Set<() => void>()
  private source: PreviewSourceInput | undefined
  private sourceKey: string
  /** The source the frame shows (or will, once its document has loaded). */
  private shownKey = ''
  private generation = 0
  private creating = false
  private updating = false
  private updateWanted = false
  private frameState: FrameState = 'none'
  private held: { html: string; key: string } | null = null
  private closed = true
  private exited = false
  private readonly timers = new Map<TimerName, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly api: PreviewApi,
    private readonly options: PreviewControllerOptions,
  ) {
    this.source = options.source
    this.sourceKey = keyOf(options.source)
    this.snapshot = {
      device: options.device,
      session: null,
      frame: null,
      status: 'loading',
      error: null,
      refreshing: false,
    }
  }

  getSnapshot = (): PreviewSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  open(): void {
    if (!this.closed) return
    this.closed = false
    void this.replace('open')
  }

  /** The panel is gone: its session is deleted and nothing more is sent. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.generation += 1
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    const session = this.snapshot.session
    if (session) this.api.remove(session.id)
    this.set({ session: null })
  }

  /** The page is going away: the session is deleted with a request that outlives the page. */
  pageHidden(): void {
    const session = this.snapshot.session
    if (this.closed || !session) return
    this.exited = true
    this.api.removeOnExit(session.id)
  }

  /** The page came back from the back/forward cache: its session was deleted when it left. */
  pageShown(): void {
    if (this.closed || !this.exited) return
    this.exited = false
    void this.replace('gone')
  }

  setSource(source: PreviewSourceInput | undefined): void {
    const key = keyOf(source)
    if (key === this.sourceKey) return
    this.source = source
    this.sourceKey = key
    this.after('update', SOURCE_UPDATE_DELAY_MS, () => void this.sendSource())
  }

  /** The frame takes the new size at once; the session follows 100 ms after the last change. */
  setDevice(device: PreviewDevice): void {
    if (device === this.snapshot.device) return
    this.set({ device })
    if (!this.closed) this.after('device', DEVICE_CHANGE_DELAY_MS, () => void this.replace('device'))
  }

  /** A new session and a fresh load of the frame (also "Tekrar Dene"). */
  refresh(): void {
    if (this.closed) return
    this.set({ refreshing: true })
    this.after('spin', REFRESH_SPIN_MS, () => this.set({ refreshing: false }))
    void this.replace('refresh')
  }

  /** The frame's load event. */
  frameLoaded(): void {
    if (this.frameState !== 'loading') return
    this.after('frame', FRAME_READY_TIMEOUT_MS, () => this.frameFailed())
  }

  /** The frame's document said 'ready': it shows the preview and accepts new markup. */
  frameReady(): void {
    if (this.closed) return
    this.clear('frame')
    this.frameState = 'ready'
    this.set({ status: 'loaded', error: null })
    if (this.held) {
      this.options.post(this.held.html)
      this.shownKey = this.held.key
      this.held = null
    }
    if (this.shownKey !== this.sourceKey) this.after('update', 0, () => void this.sendSource())
  }

  frameFailed(): void {
    if (this.closed || this.frameState !== 'loading') return
    this.clear('frame')
    this.frameState = 'failed'
    this.set({ status: 'error', error: FRAME_FAILED_MESSAGE })
  }

  private async replace(reason: Reason): Promise<void> {
    this.clear('device')
    const generation = ++this.generation
    const reload = reason === 'open' || reason === 'refresh'
    this.creating = true
    if (reload) this.set({ status: 'loading', error: null })
    const { device } = this.snapshot
    const { width, height } = PREVIEW_VIEWPORTS[device]
    const key = this.sourceKey
    try {
      const session = await this.api.create({
        websiteId: this.options.websiteId,
        device,
        width,
        height,
        source: this.source,
      })
      if (this.closed || generation !== this.generation) {
        this.api.remove(session.id)
        return
      }
      this.creating = false
      const previous = this.snapshot.session
      this.set({ session })
      if (previous && reason !== 'gone') this.api.remove(previous.id)
      this.scheduleRenew()
      // A device change keeps the frame's document (only its size changes); anything else loads anew.
      if (reload || this.frameState !== 'ready') this.load(session, key)
      if (this.shownKey !== this.sourceKey) this.after('update', 0, () => void this.sendSource())
    } catch (error) {
      if (this.closed || generation !== this.generation) return
      this.creating = false
      this.set({ status: 'error', error: this.api.failureMessage(error) })
    }
  }

  private async sendSource(): Promise<void> {
    const session = this.snapshot.session
    if (this.closed || this.creating || !session || this.shownKey === this.sourceKey) return
    if (this.updating) {
      this.updateWanted = true
      return
    }
    this.updating = true
    const key = this.sourceKey
    try {
      const answer = await this.api.update(session.id, this.source)
      if (this.closed || this.snapshot.session?.id !== session.id) return
      this.set({ session: { ...session, expiresAt: answer.expiresAt } })
      this.scheduleRenew()
      this.show(answer.html, key, session)
    } catch (error) {
      if (this.closed || this.snapshot.session?.id !== session.id) return
      // Anything else (the connection): the frame keeps what it shows; the next change tries again.
      if (this.api.isGone(error)) void this.replace('gone')
    } finally {
      this.updating = false
      if (this.updateWanted) {
        this.updateWanted = false
        this.after('update', 0, () => void this.sendSource())
      }
    }
  }

  private show(html: string, key: string, session: PreviewSession): void {
    if (this.frameState === 'ready') {
      this.options.post(html)
      this.shownKey = key
    } else if (this.frameState === 'loading') {
      this.held = { html, key }
    } else {
      this.load(session, key)
    }
  }

  private load(session: PreviewSession, key: string): void {
    this.frameState = 'loading'
    this.held = null
    this.shownKey = key
    const frame = {
      url: session.previewUrl,
      load: (this.snapshot.frame?.load ?? 0) + 1,
      // Chromium does not let a service worker answer a sandboxed frame's navigation, and only the
      // worker has a demo session; its answer carries the same sandbox as a policy header.
      sandboxed: !isDemoPreviewId(session.id),
    }
    this.set({ frame, status: 'loading', error: null })
    this.after('frame', FRAME_LOAD_TIMEOUT_MS, () => this.frameFailed())
  }

  private scheduleRenew(): void {
    const session = this.snapshot.session
    if (!session) return
    const wait = Math.max(0, session.expiresAt - PREVIEW_RENEW_BEFORE_MS - Date.now())
    this.after('renew', wait, () => void this.renew())
  }

  private async renew(): Promise<void> {
    const session = this.snapshot.session
    if (this.closed || !session) return
    try {
      const answer = await this.api.update(session.id)
      if (this.closed || this.snapshot.session?.id !== session.id) return
      this.set({ session: { ...this.snapshot.session, expiresAt: answer.expiresAt } })
      this.scheduleRenew()
    } catch (error) {
      if (this.closed || this.snapshot.session?.id !== session.id) return
      if (this.api.isGone(error)) void this.replace('gone')
      else this.after('renew', RENEW_RETRY_MS, () => void this.renew())
    }
  }

  private after(name: TimerName, ms: number, run: () => void): void {
    this.clear(name)
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name)
        run()
      }, ms),
    )
  }

  private clear(name: TimerName): void {
    clearTimeout(this.timers.get(name))
    this.timers.delete(name)
  }

  private set(change: Partial<PreviewSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change }
    for (const listener of this.listeners) listener()
  }
}
