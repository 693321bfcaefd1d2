import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_RENEW_BEFORE_MS, PREVIEW_SESSION_LIFETIME_MS } from '../../../api/preview/preview.shared'
import { ApiError } from '../../lib/api-client'
import type { PreviewSessionRequest, PreviewSourceInput } from '../../lib/data/preview'
import { FRAME_FAILED_MESSAGE, FRAME_READY_TIMEOUT_MS } from './preview-frame'
import {
  DEVICE_CHANGE_DELAY_MS,
  PreviewSessionController,
  SOURCE_UPDATE_DELAY_MS,
} from './preview-session-controller'
import type { PreviewApi } from './preview-session-controller'

const source = (companyName: string): PreviewSourceInput => ({ kind: 'builder', form: { companyName } })

/** A preview API held in memory: sessions by id, every call recorded. */
function fakeApi(idPrefix = 's') {
  let next = 0
  const live = new Set<string>()
  const calls = {
    created: [] as PreviewSessionRequest[],
    updated: [] as Array<{ id: string; source: PreviewSourceInput | undefined }>,
    removed: [] as string[],
    removedOnExit: [] as string[],
  }
  let failCreate: string | null = null
  const api: PreviewApi = {
    create: async (request) => {
      calls.created.push(request)
      if (failCreate) throw new ApiError(failCreate, 400)
      const id = `${idPrefix}${++next}`
      live.add(id)
      return {
        id,
        expiresAt: Date.now() + PREVIEW_SESSION_LIFETIME_MS,
        previewUrl: `https://app.test/preview/${id}`,
      }
    },
    update: async (id, newSource) => {
      calls.updated.push({ id, source: newSource })
      if (!live.has(id)) throw new ApiError('Önizleme oturumunun süresi doldu.', 410)
      const name = newSource?.kind === 'builder' ? newSource.form.companyName : ''
      return { expiresAt: Date.now() + PREVIEW_SESSION_LIFETIME_MS, html: `<h1>${name}</h1>` }
    },
    remove: (id) => {
      calls.removed.push(id)
      live.delete(id)
    },
    removeOnExit: (id) => {
      calls.removedOnExit.push(id)
      live.delete(id)
    },
    isGone: (error) => error instanceof ApiError && (error.status === 404 || error.status === 410),
    failureMessage: (error) => (error instanceof Error ? error.message : 'Failed to create preview session'),
  }
  return {
    api,
    calls,
    live,
    failCreateWith: (message: string | null) => {
      failCreate = message
    },
  }
}

function openPanel(initial = source('İlk')) {
  const fake = fakeApi()
  const posted: string[] = []
  const controller = new PreviewSessionController(fake.api, {
    websiteId: null,
    source: initial,
    device: 'desktop',
    post: (html) => posted.push(html),
  })
  controller.open()
  return { ...fake, controller, posted }
}

/** Lets answered calls settle, then runs the timers due within `ms`. */
async function advance(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms)
}

/**
 * Lets a chain of answers and the timers they set run out. The fake clock gives a 0 ms timer set while
 * it ticks 1 ms, so this moves the clock a few milliseconds.
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('preview session lifecycle', () => {
  it('creates a session for the signed-in view on open and loads its document in the frame', async () => {
    const { controller, calls } = openPanel()
    expect(controller.getSnapshot().status).toBe('loading')
    await advance()
    expect(calls.created).toEqual([
      { websiteId: null, device: 'desktop', width: 1920, height: 1080, source: source('İlk') },
    ])
    expect(controller.getSnapshot().frame).toEqual({
      url: 'https://app.test/preview/s1',
      load: 1,
      sandboxed: true,
    })
    controller.frameLoaded()
    controller.frameReady()
    expect(controller.getSnapshot()).toMatchObject({ status: 'loaded', error: null })
  })

  it('resizes at once on a device change, replaces the session 100 ms after the last change and keeps the document', async () => {
    const { controller, calls } = openPanel()
    await advance()
    controller.frameReady()
    controller.setDevice('tablet')
    controller.setDevice('mobile')
    expect(controller.getSnapshot().device).toBe('mobile')
    await advance(DEVICE_CHANGE_DELAY_MS - 1)
    expect(calls.created).toHaveLength(1)
    await advance(1)
    expect(calls.created.at(-1)).toMatchObject({ device: 'mobile', width: 375, height: 812 })
    expect(calls.removed).toEqual(['s1'])
    expect(controller.getSnapshot().session?.id).toBe('s2')
    expect(controller.getSnapshot().frame?.load).toBe(1) // not reloaded
  })

  it('a device change while the previous one’s session is still being made: the late one is deleted, one stays', async () => {
    const { controller, calls, api, live } = openPanel()
    await advance()
    controller.frameReady()
    const create = api.create
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    api.create = async (request) => {
      await held
      return create(request)
    }
    controller.setDevice('tablet')
    await advance(DEVICE_CHANGE_DELAY_MS) // the tablet's session is asked for; its answer is held
    api.create = create
    controller.setDevice('mobile')
    await advance(DEVICE_CHANGE_DELAY_MS)
    answer()
    await settle()
    expect(calls.created.map((request) => request.device)).toEqual(['desktop', 'mobile', 'tablet'])
    expect(controller.getSnapshot()).toMatchObject({ device: 'mobile', session: { id: 's2' } })
    expect(calls.removed).toEqual(['s1', 's3'])
    expect([...live]).toEqual(['s2'])
  })

  it('sends a new source ~150 ms after the last change and posts the markup into the ready frame', async () => {
    const { controller, calls, posted } = openPanel()
    await advance()
    controller.frameReady()
    controller.setSource(source('Deniz'))
    controller.setSource(source('Deniz Balık'))
    await advance(SOURCE_UPDATE_DELAY_MS - 1)
    expect(calls.updated).toEqual([])
    await advance(1)
    expect(calls.updated).toEqual([{ id: 's1', source: source('Deniz Balık') }])
    expect(posted).toEqual(['<h1>Deniz Balık</h1>'])
    expect(controller.getSnapshot().frame?.load).toBe(1)
    controller.setSource(source('Deniz Balık')) // the same again: nothing to send
    await advance(SOURCE_UPDATE_DELAY_MS)
    expect(calls.updated).toHaveLength(1)
  })

  it('holds markup for a frame still loading and posts it once the frame is ready', async () => {
    const { controller, posted } = openPanel()
    await advance()
    controller.setSource(source('Yolda'))
    await advance(SOURCE_UPDATE_DELAY_MS)
    expect(posted).toEqual([])
    controller.frameReady()
    expect(posted).toEqual(['<h1>Yolda</h1>'])
  })

  it('loads the session again when the frame is not showing a preview', async () => {
    const { controller } = openPanel()
    await advance()
    controller.frameLoaded()
    await advance(FRAME_READY_TIMEOUT_MS)
    expect(controller.getSnapshot()).toMatchObject({ status: 'error', error: FRAME_FAILED_MESSAGE })
    controller.setSource(source('Yeniden'))
    await advance(SOURCE_UPDATE_DELAY_MS)
    expect(controller.getSnapshot().frame?.load).toBe(2)
    expect(controller.getSnapshot().status).toBe('loading')
  })

  it('makes a new session when the old one is gone and fills the frame without reloading it', async () => {
    const { controller, calls, live, posted } = openPanel()
    await advance()
    controller.frameReady()
    live.delete('s1') // expired on the server
    controller.setSource(source('Sonra'))
    await advance(SOURCE_UPDATE_DELAY_MS)
    await settle()
    expect(calls.created).toHaveLength(2)
    expect(calls.created[1]?.source).toEqual(source('Sonra'))
    expect(posted).toEqual(['<h1>Sonra</h1>'])
    expect(controller.getSnapshot().frame?.load).toBe(1)
  })

  it('renews the session before it expires, while open', async () => {
    const { controller, calls } = openPanel()
    await advance()
    const first = controller.getSnapshot().session?.expiresAt ?? 0
    await advance(PREVIEW_SESSION_LIFETIME_MS - PREVIEW_RENEW_BEFORE_MS)
    expect(calls.updated).toEqual([{ id: 's1', source: undefined }])
    expect(controller.getSnapshot().session?.expiresAt).toBeGreaterThan(first)
  })

  it('refreshes with a new session and a fresh load, and says so for 500 ms', async () => {
    const { controller, calls } = openPanel()
    await advance()
    controller.frameReady()
    controller.refresh()
    expect(controller.getSnapshot().refreshing).toBe(true)
    await advance()
    expect(calls.removed).toEqual(['s1'])
    expect(controller.getSnapshot().frame).toMatchObject({ url: 'https://app.test/preview/s2', load: 2 })
    await advance(500)
    expect(controller.getSnapshot().refreshing).toBe(false)
  })

  it('shows the server’s reason when a session cannot be made, and tries again on request', async () => {
    const fake = fakeApi()
    fake.failCreateWith('Website bulunamadı.')
    const controller = new PreviewSessionController(fake.api, {
      websiteId: 'w1',
      source: undefined,
      device: 'desktop',
      post: () => undefined,
    })
    controller.open()
    await advance()
    expect(controller.getSnapshot()).toMatchObject({ status: 'error', error: 'Website bulunamadı.' })
    fake.failCreateWith(null)
    controller.refresh()
    await advance()
    expect(controller.getSnapshot().session?.id).toBe('s1')
  })

  it('frames a demo session (answered by the service worker) without the sandbox attribute', async () => {
    const fake = fakeApi('demo-')
    const controller = new PreviewSessionController(fake.api, {
      websiteId: null,
      source: source('Demo'),
      device: 'mobile',
      post: () => undefined,
    })
    controller.open()
    await advance()
    expect(controller.getSnapshot().frame).toEqual({
      url: 'https://app.test/preview/demo-1',
      load: 1,
      sandboxed: false,
    })
  })

  it('deletes the session on close, and a session answered after that too', async () => {
    const { controller, calls } = openPanel()
    await advance()
    controller.close()
    expect(calls.removed).toEqual(['s1'])

    const late = openPanel()
    late.controller.close() // before the create has answered
    await advance()
    expect(late.calls.removed).toEqual(['s1'])
  })

  it('deletes the session with a keepalive request when the page goes away, and makes a new one if it comes back', async () => {
    const { controller, calls } = openPanel()
    await advance()
    controller.frameReady()
    controller.pageHidden()
    expect(calls.removedOnExit).toEqual(['s1'])
    controller.pageShown()
    await advance()
    expect(controller.getSnapshot().session?.id).toBe('s2')
    expect(calls.removed).toEqual([])
  })
})
