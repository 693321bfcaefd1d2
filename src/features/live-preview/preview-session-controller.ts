// The life of one preview panel's session, without React or the DOM (the hook binds it; the unit test
// drives it with fake timers): created on open; replaced 100 ms after a device change (the frame keeps
// its document and is only resized) and on refresh (the frame loads the new one); the replaced session is
// deleted, fire and forget; renewed before it expires; deleted when the panel closes. A new source is sent
// ~150 ms after the last change and the answer's markup goes to the frame (preview-frame.ts).
import { PREVIEW_RENEW_BEFORE_MS, PREVIEW_VIEWPORTS } from '../../../api/preview/preview.shared'
import type { PreviewDevice } from '../../../api/preview/preview.shared'
import type {
  PreviewSession,
  PreviewSessionRequest,
  PreviewSourceInput,
  PreviewUpdate,
} from '../../lib/data/preview'
import { NamedTimers } from './named-timers'
import { PreviewFrame } from './preview-frame'
import { PreviewSnapshotStore } from './preview-snapshot'
import type { PreviewSnapshot } from './preview-snapshot'

export type { PreviewSnapshot } from './preview-snapshot'

export const DEVICE_CHANGE_DELAY_MS = 100
export const SOURCE_UPDATE_DELAY_MS = 150
export const REFRESH_SPIN_MS = 500
/** A renewal that failed for want of a connection is tried again after this. */
export const RENEW_RETRY_MS = 30_000

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

export interface PreviewControllerOptions {
  websiteId: string | null
  source: PreviewSourceInput | undefined
  device: PreviewDevice
  /** Posts a new document into the frame (it has said 'ready'). */
  post: (html: string) => void
}

type Reason = 'open' | 'device' | 'refresh' | 'gone'
type TimerName = 'device' | 'update' | 'renew' | 'spin'

const keyOf = (source: PreviewSourceInput | undefined) => JSON.stringify(source ?? null)

export class PreviewSessionController {
  private readonly store: PreviewSnapshotStore
  private readonly frame: PreviewFrame
  private readonly timers = new NamedTimers<TimerName>()
  private source: PreviewSourceInput | undefined
  private sourceKey: string
  private generation = 0
  private creating = false
  private updating = false
  private updateWanted = false
  private closed = true
  private exited = false

  constructor(
    private readonly api: PreviewApi,
    private readonly options: PreviewControllerOptions,
  ) {
    this.source = options.source
    this.sourceKey = keyOf(options.source)
    this.store = new PreviewSnapshotStore(options.device)
    this.frame = new PreviewFrame(this.store, options.post)
  }

  getSnapshot = (): PreviewSnapshot => this.store.get()

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener)

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
    this.timers.clearAll()
    this.frame.stop()
    const session = this.store.get().session
    if (session) this.api.remove(session.id)
    this.store.set({ session: null })
  }

  /** The page is going away: the session is deleted with a request that outlives the page. */
  pageHidden(): void {
    const session = this.store.get().session
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
    this.timers.after('update', SOURCE_UPDATE_DELAY_MS, () => void this.sendSource())
  }

  /** The frame takes the new size at once; the session follows 100 ms after the last change. */
  setDevice(device: PreviewDevice): void {
    if (device === this.store.get().device) return
    this.store.set({ device })
    if (!this.closed) this.timers.after('device', DEVICE_CHANGE_DELAY_MS, () => void this.replace('device'))
  }

  /** A new session and a fresh load of the frame (also "Tekrar Dene"). */
  refresh(): void {
    if (this.closed) return
    this.store.set({ refreshing: true })
    this.timers.after('spin', REFRESH_SPIN_MS, () => this.store.set({ refreshing: false }))
    void this.replace('refresh')
  }

  /** The frame's load event. */
  frameLoaded(): void {
    if (!this.closed) this.frame.loaded()
  }

  /** The frame's document said 'ready'; a source that changed meanwhile is sent now. */
  frameReady(): void {
    if (this.closed) return
    this.frame.ready()
    this.sendSourceIfStale()
  }

  frameFailed(): void {
    if (!this.closed) this.frame.failed()
  }

  private async replace(reason: Reason): Promise<void> {
    this.timers.clear('device')
    const generation = ++this.generation
    const reload = reason === 'open' || reason === 'refresh'
    this.creating = true
    if (reload) this.store.set({ status: 'loading', error: null })
    const { device } = this.store.get()
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
      const previous = this.store.get().session
      this.store.set({ session })
      if (previous && reason !== 'gone') this.api.remove(previous.id)
      this.scheduleRenew()
      // A device change keeps the frame's document (only its size changes); anything else loads anew.
      if (reload || !this.frame.isReady) this.frame.load(session, key)
      this.sendSourceIfStale()
    } catch (error) {
      if (this.closed || generation !== this.generation) return
      this.creating = false
      this.store.set({ status: 'error', error: this.api.failureMessage(error) })
    }
  }

  private sendSourceIfStale(): void {
    if (!this.frame.shows(this.sourceKey)) this.timers.after('update', 0, () => void this.sendSource())
  }

  private async sendSource(): Promise<void> {
    const session = this.store.get().session
    if (this.closed || this.creating || !session || this.frame.shows(this.sourceKey)) return
    if (this.updating) {
      this.updateWanted = true
      return
    }
    this.updating = true
    const key = this.sourceKey
    try {
      const answer = await this.api.update(session.id, this.source)
      if (this.closed || this.store.get().session?.id !== session.id) return
      this.store.set({ session: { ...session, expiresAt: answer.expiresAt } })
      this.scheduleRenew()
      this.frame.show(answer.html, key, session)
    } catch (error) {
      if (this.closed || this.store.get().session?.id !== session.id) return
      // Anything else (the connection): the frame keeps what it shows; the next change tries again.
      if (this.api.isGone(error)) void this.replace('gone')
    } finally {
      this.updating = false
      if (this.updateWanted) {
        this.updateWanted = false
        this.timers.after('update', 0, () => void this.sendSource())
      }
    }
  }

  private scheduleRenew(): void {
    const session = this.store.get().session
    if (!session) return
    const wait = Math.max(0, session.expiresAt - PREVIEW_RENEW_BEFORE_MS - Date.now())
    this.timers.after('renew', wait, () => void this.renew())
  }

  private async renew(): Promise<void> {
    const session = this.store.get().session
    if (this.closed || !session) return
    try {
      const answer = await this.api.update(session.id)
      if (this.closed || this.store.get().session?.id !== session.id) return
      this.store.set({ session: { ...session, expiresAt: answer.expiresAt } })
      this.scheduleRenew()
    } catch (error) {
      if (this.closed || this.store.get().session?.id !== session.id) return
      if (this.api.isGone(error)) void this.replace('gone')
      else this.timers.after('renew', RENEW_RETRY_MS, () => void this.renew())
    }
  }
}
